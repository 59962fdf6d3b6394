import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@inventor-portal/shared';
import { paths } from '../../config/paths';

/** Unknown signed-in routes: a not-found page inside the shell. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={Link} to={paths.dashboard} variant="contained">
        Back to Dashboard
      </Button>
    </Box>
  );
}
