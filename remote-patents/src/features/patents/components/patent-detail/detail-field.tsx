import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePatentsTranslation } from '@remote-patents/i18n';

/** Label over value; a missing value reads 'Not specified'. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  const { t } = usePatentsTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body1"
        component="div"
        sx={{ overflowWrap: 'anywhere' }}
        color={empty ? 'text.secondary' : undefined}
      >
        {empty ? t('patentDetail.notSpecified') : children}
      </Typography>
    </Box>
  );
}
