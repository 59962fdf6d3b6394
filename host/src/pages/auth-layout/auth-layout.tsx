import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useHostTranslation } from '../../i18n';
import { LanguageSwitch } from '../../language/language-switch';

interface AuthLayoutProps {
  heading: string;
  subheading?: string;
  children: ReactNode;
}

/**
 * Centered card of the public pages (login, forgot and reset password), with the language
 * choice: before sign-in the browser's language decides, unless the user picks another here.
 */
export function AuthLayout({ heading, subheading, children }: AuthLayoutProps) {
  const { t } = useHostTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (theme) =>
          `radial-gradient(circle at 20% 10%, ${theme.palette.primary.light}33 0, transparent 45%), ${theme.palette.background.default}`,
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 420,
          p: { xs: 3, sm: 4 },
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 3,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 36,
                height: 36,
                borderRadius: 1.5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <LightbulbOutlinedIcon fontSize="small" />
            </Box>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {t('brand')}
            </Typography>
          </Box>
          <LanguageSwitch />
        </Box>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: subheading ? 0.5 : 3 }}>
          {heading}
        </Typography>
        {subheading ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subheading}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
