import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePageTitle } from '@inventor-portal/shared';
import { PageHeader } from '@inventor-portal/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-patents/config/paths';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { usePatentsView } from '../../hooks/use-patents-view';
import { PatentsCardsView } from './patents-cards-view';
import { PatentsTableView } from './patents-table-view';
import { PatentsViewToggle } from './patents-view-toggle';

/** /patents (spec §2 "Patents list"): cards by default, a table with `?view=table`. */
export function PatentsListPage() {
  const { t } = usePatentsTranslation();
  usePageTitle(t('patentsList.pageTitle'));
  const [view, setView] = usePatentsView();
  return (
    <Box>
      <PageHeader
        title={t('patentsList.title')}
        description={t('patentsList.intro')}
        action={
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <PatentsViewToggle view={view} onChange={setView} />
            <Button
              component={RouterLink}
              to={paths.createTicket}
              variant="contained"
              color="secondary"
              startIcon={<AddIcon />}
            >
              {t('patentsList.createPatent')}
            </Button>
          </Stack>
        }
      />
      {view === 'table' ? (
        <PatentsTableView />
      ) : (
        <PatentsCardsView onViewAsTable={() => setView('table')} />
      )}
    </Box>
  );
}
