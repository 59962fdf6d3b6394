import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Full-screen message while the current user (or a remote) loads. */
export function LoadingScreen() {
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
        Preparing your Inventor Platform...
      </Typography>
      <Typography color="text.secondary">Innovation is just a moment away</Typography>
    </Box>
  );
}
