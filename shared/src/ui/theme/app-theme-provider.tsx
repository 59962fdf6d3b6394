import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import { muiTexts } from './mui-texts';
import { createAppTheme } from './theme';

/** The portal theme, with MUI's built-in texts in the page's language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useSharedTranslation();
  // `t` changes only with the language: one theme per switch, not per render.
  const theme = useMemo(() => createAppTheme(muiTexts(t)), [t]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
