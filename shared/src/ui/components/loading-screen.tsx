import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';

/** Full-screen message while the current user (or a remote) loads. */
export function LoadingScreen() {
  const { t } = useSharedTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
        textAlign: 'center',
        px: 2,
      }}
    >
      <CircularProgress aria-hidden size={48} />
      <Typography variant="h2" component="p">
        {t('loadingScreen.title')}
      </Typography>
      <Typography color="text.secondary">{t('loadingScreen.subtitle')}</Typography>
    </Box>
  );
}
