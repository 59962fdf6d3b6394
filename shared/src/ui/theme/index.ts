export { theme } from './theme';
export { brand, statusColors, type StatusColorKey } from './palette';
export { AppThemeProvider } from './app-theme-provider';
