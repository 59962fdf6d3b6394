import { usePageTitle } from '@inventor-portal/shared';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAccountTranslation } from '@remote-account/i18n';
import { CreateAccountForm } from './create-account-form';

/** The public create-account screen: a full page of its own (no shell around it). */
export function CreateAccountView() {
  const { t } = useAccountTranslation();
  usePageTitle(t('createAccount.pageTitle'));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        px: { xs: 0, sm: 3 },
        py: { xs: 0, sm: 6 },
        background: (t) =>
          `linear-gradient(160deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 55%, ${t.palette.background.default} 100%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 760, borderRadius: { xs: 0, sm: 3 } }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <PersonAddAlt1Icon />
            </Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
              {t('createAccount.heading')}
            </Typography>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('createAccount.intro')}
          </Typography>
          <CreateAccountForm />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
            {t('createAccount.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {t('createAccount.logIn')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
