import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Greeting with the inventor's preferred name and the 'Submit Your Patent' call to action. */
export function WelcomeBanner({ name }: { name: string | null | undefined }) {
  return (
    <Box
      component="section"
      aria-label="Welcome"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        color: 'primary.contrastText',
        background: (t) =>
          `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
          Welcome back{name ? `, ${name}` : ''}!
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.95, maxWidth: 640 }}>
          Turn your next idea into a patent: submit a ticket and follow it from review to filing.
        </Typography>
      </Box>
      <Button
        component={Link}
        to={paths.createTicket}
        variant="contained"
        color="inherit"
        startIcon={<RocketLaunchOutlinedIcon />}
        sx={{ color: 'primary.dark', bgcolor: 'common.white', '&:hover': { bgcolor: 'grey.100' } }}
      >
        Submit Your Patent
      </Button>
    </Box>
  );
}
