import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAccountTranslation } from '@remote-account/i18n';

interface Props {
  title: string;
  viewAllTo: string;
  children: ReactNode;
}

/**
 * A titled card with a 'View all' link to the full list. Its h2 gives the page its outline; it
 * is not a landmark: the summary's counters already are regions named 'Patents' and
 * 'Coinventors' ('Brevets', 'Co-inventeurs' in French), and a second region of the same name
 * would repeat a landmark (axe `landmark-unique`).
 */
export function SectionCard({ title, viewAllTo, children }: Props) {
  const { t } = useAccountTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button component={RouterLink} to={viewAllTo} size="small">
            {t('profile.viewAll')}
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
