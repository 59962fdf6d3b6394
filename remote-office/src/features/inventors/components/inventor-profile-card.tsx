import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OfficeInventor } from '@inventor-portal/shared/schemas';
import { useId, type ReactNode } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { AccountStateChip } from './account-state';

/** One term and its value; 'Not given' when there is none. */
function Entry({ term, children }: { term: string; children: ReactNode }) {
  const { t } = useOfficeTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{ m: 0, overflowWrap: 'anywhere' }}
        color={empty ? 'text.secondary' : undefined}
      >
        {empty ? t('inventorDetail.notGiven') : children}
      </Typography>
    </Box>
  );
}

/** The inventor's record: email, affiliation, phone, ORCID, name variants and account state. */
export function InventorProfileCard({ inventor }: { inventor: OfficeInventor }) {
  const { t } = useOfficeTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('inventorDetail.profile')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Entry term={t('inventorDetail.fields.email')}>{inventor.email}</Entry>
          <Entry term={t('inventorDetail.fields.affiliation')}>{inventor.affiliation}</Entry>
          <Entry term={t('inventorDetail.fields.phone')}>{inventor.phone}</Entry>
          <Entry term={t('inventorDetail.fields.orcid')}>{inventor.orcid}</Entry>
          <Entry term={t('inventorDetail.fields.nameVariants')}>
            {inventor.name_variant.join(', ')}
          </Entry>
          <Entry term={t('inventorDetail.fields.account')}>
            <AccountStateChip inventor={inventor} />
          </Entry>
        </Box>
      </CardContent>
    </Card>
  );
}
