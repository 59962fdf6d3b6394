import { lazy } from 'react';

/**
 * The signed-in shell and dashboard are a chunk of their own, so /login downloads only what the
 * sign-in form needs (issue 9: /login first load <= 230 KB gzip). RequireAuth starts the download
 * while it checks the session, so a signed-in first load does not wait for it afterwards.
 */
export const loadSignedInPages = () =>
  import(/* webpackChunkName: "signed-in" */ './signed-in-pages');

export const AppShell = lazy(() =>
  loadSignedInPages().then((pages) => ({ default: pages.AppShell })),
);
export const DashboardPage = lazy(() =>
  loadSignedInPages().then((pages) => ({ default: pages.DashboardPage })),
);
export const NotFoundPage = lazy(() =>
  loadSignedInPages().then((pages) => ({ default: pages.NotFoundPage })),
);
