import { createTheme, type Components, type Theme, type ThemeOptions } from '@mui/material/styles';
import { brand } from './palette';

/** The portal look: primitives from palette.ts, then per-component customisation. */
const options: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: {
      main: brand.primary,
      light: brand.primaryLight,
      dark: brand.primaryDark,
      contrastText: '#ffffff',
    },
    secondary: { main: brand.secondary, contrastText: '#ffffff' },
    // MUI's orange (#ed6c02) is 3.1:1 on white: outlined and text warning buttons need 4.5:1.
    warning: { main: brand.warning, contrastText: '#ffffff' },
    text: { primary: brand.text, secondary: brand.textSecondary },
    background: { default: brand.background, paper: brand.paper },
    divider: brand.divider,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Keyboard focus must be visible (WCAG 2.4.7); MUI's ripple alone is faint and elevation is off.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${brand.primary}`, outlineOffset: 2 } },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${brand.divider}` } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // MUI's default (action.active, 54 % black) is 4.49:1 on the page background: just short.
    MuiToggleButton: { styleOverrides: { root: { color: brand.textSecondary } } },
  },
};

/** The portal theme, with MUI's built-in (English) texts. */
export const theme = createTheme(options);

/**
 * The portal theme with MUI's built-in texts given by `texts` (component default props, e.g.
 * TablePagination's 'Rows per page:'): AppThemeProvider makes one per language.
 */
export const createAppTheme = (texts: Components<Theme>): Theme =>
  createTheme(options, { components: texts });
