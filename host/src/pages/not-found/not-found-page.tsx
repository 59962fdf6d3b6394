import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@inventor-portal/shared';
import { homePathOf, isOfficeUser } from '../../auth/roles';
import { useCurrentUser } from '../../auth/use-current-user';
import { useHostTranslation } from '../../i18n';

/** Unknown signed-in routes: a not-found page inside the shell. */
export function NotFoundPage() {
  const { t } = useHostTranslation();
  usePageTitle(t('notFound.title'));
  const { user } = useCurrentUser();
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        {t('notFound.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={Link} to={homePathOf(user)} variant="contained">
        {isOfficeUser(user) ? t('notFound.backToQueue') : t('notFound.back')}
      </Button>
    </Box>
  );
}
