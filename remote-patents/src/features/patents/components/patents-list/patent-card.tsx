import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PatentListItem } from '@inventor-portal/shared/schemas';
import { StatusBadge, formatDate, TWO_LINES } from '@inventor-portal/shared/ui';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-patents/config/paths';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { CardField } from './card-field';
import { CardInventors } from './card-inventors';
import { LevelBadge } from './level-badge';

/** One patent in the cards view (spec §2 "Patents list", cards). */
export function PatentCard({ patent }: { patent: PatentListItem }) {
  const { t } = usePatentsTranslation();
  const titleId = useId();
  const report = patent.research_report_result?.trim();
  const reportDate = formatDate(patent.research_report_date);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="h6"
              component="h2"
              sx={{ ...TWO_LINES, lineHeight: 1.3 }}
              title={patent.title}
            >
              {patent.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {patent.affiliation?.trim() || t('patentCards.noAffiliation')}
            </Typography>
          </Box>
          <StatusBadge status={patent.status} />
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <CardField label={t('patentCards.depositDate')}>
            {formatDate(patent.deposit_date)}
          </CardField>
          <CardField label={t('patentCards.depositNumber')}>{patent.deposit_number}</CardField>
          <CardField label={t('patentCards.sector')}>{patent.sector}</CardField>
          <CardField label={t('patentCards.readiness')}>
            <Stack direction="row" spacing={0.5} component="span">
              <LevelBadge kind="TRL" value={patent.TRL_level} />
              <LevelBadge kind="CRL" value={patent.CRL_level} />
            </Stack>
          </CardField>
          <CardField label={t('patentCards.contract')}>{patent.contract_type}</CardField>
          <CardField label={t('patentCards.nature')}>{patent.nature}</CardField>
        </Box>
        <CardField label={t('patentCards.inventors')}>
          <CardInventors inventors={patent.inventors} />
        </CardField>
        <Divider />
        <CardField label={t('patentCards.researchReport')}>
          <span>{report || t('patentCards.noReport')}</span>
          {reportDate ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {` · ${reportDate}`}
            </Typography>
          ) : null}
        </CardField>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.patent(patent.id)}
          size="small"
          endIcon={<ArrowForwardIcon />}
          aria-label={t('patentCards.viewDetailsOf', { title: patent.title })}
        >
          {t('patentCards.viewDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}
