/**
 * @inventor-portal/shared: the one store and api slice, the theme and what the first screen
 * needs (loading screen, page title). A federation singleton: host and remotes get this same
 * module instance. The rest is in subpaths, each its own shared singleton, downloaded when a
 * page first imports it: `/schemas` (zod), `/ui` (page kit, date-fns), `/export` (XLSX/CSV).
 */
export * from './config/runtime-config';
export * from './api';
export * from './store';
export * from './ui/theme';
export { usePageTitle, APP_NAME } from './ui/components/use-page-title';
export { LoadingScreen } from './ui/components/loading-screen';
