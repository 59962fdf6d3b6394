import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@inventor-portal/shared';
import { PAGE_SIZES } from '@inventor-portal/shared/schemas';
import { Pager } from '@inventor-portal/shared/ui';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { useCoInventorsPaging } from '../hooks/use-co-inventors-paging';
import { countDistinctAffiliations } from '../lib/labels';
import { CoInventorCard } from './co-inventor-card';
import { CoInventorsSummary } from './co-inventors-summary';

export const CO_INVENTORS_PAGE_SIZE = PAGE_SIZES.default;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

function Message({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

/** /coinventors (spec §2 "Co-inventors"). */
export function CoInventorsPage() {
  const { t } = usePatentsTranslation();
  usePageTitle(t('coInventors.pageTitle'));
  const { page, setPage, results, count, loading, highlightId } =
    useCoInventorsPaging(CO_INVENTORS_PAGE_SIZE);
  return (
    <Box>
      <CoInventorsSummary
        total={count}
        affiliations={countDistinctAffiliations(results.map((inventor) => inventor.affiliation))}
        loading={loading}
      />
      {loading ? (
        <Box role="status">
          <Message text={t('coInventors.loading')} />
        </Box>
      ) : results.length === 0 ? (
        <Message text={t('coInventors.empty')} />
      ) : (
        <Box sx={grid}>
          {results.map((inventor) => (
            <CoInventorCard
              key={inventor.id}
              inventor={inventor}
              highlighted={inventor.id === highlightId}
            />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <Pager
          page={page}
          count={count}
          pageSize={CO_INVENTORS_PAGE_SIZE}
          onPageChange={setPage}
          disabled={loading}
        />
      </Box>
    </Box>
  );
}
