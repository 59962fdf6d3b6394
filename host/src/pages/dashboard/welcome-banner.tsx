import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useHostTranslation } from '../../i18n';

/** Greeting with the inventor's preferred name and the 'Submit Your Patent' call to action. */
export function WelcomeBanner({ name }: { name: string | null | undefined }) {
  const { t } = useHostTranslation();
  return (
    <Box
      component="section"
      aria-label={t('dashboard.welcome.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
          {name
            ? t('dashboard.welcome.heading', { name })
            : t('dashboard.welcome.headingWithoutName')}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.95, maxWidth: 640 }}>
          {t('dashboard.welcome.text')}
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
        {t('dashboard.welcome.submit')}
      </Button>
    </Box>
  );
}
