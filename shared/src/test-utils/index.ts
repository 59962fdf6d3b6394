/**
 * `@inventor-portal/shared/test-utils`: the one test harness of every package (Jest only, never
 * bundled): render a page with store, theme and router; run an MSW server around a test file.
 * Each package keeps only what is its own: its default API handlers and what it mounts.
 */
export {
  createTestStore,
  LocationProbe,
  renderPage,
  renderWithTheme,
  type RenderPageOptions,
} from './render';
export { clearCookies, setupMswServer, startMsw, type MswLifecycleOptions } from './msw';
export { paged, makeInventorSummary } from './fixtures';
export { captureDownloads } from './capture-download';
export { parseQuotedCsv } from './parse-csv';
