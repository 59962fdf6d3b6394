import { lazy, Suspense, type ReactNode } from 'react';
import type { RemoteModule } from '../remotes/remote-modules';

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

/**
 * The pages beside the sign-in form (a forgotten password, its reset): a chunk of their own,
 * fetched when one is opened, not with /login.
 */
export const ForgotPasswordPage = lazy(() =>
  import(
    /* webpackChunkName: "password-pages" */ '../pages/forgot-password/forgot-password-page'
  ).then((page) => ({ default: page.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import(
    /* webpackChunkName: "password-pages" */ '../pages/reset-password/reset-password-page'
  ).then((page) => ({ default: page.ResetPasswordPage })),
);

const LazyRemoteMount = lazy(() =>
  loadSignedInPages().then((pages) => ({ default: pages.RemoteMount })),
);

/**
 * A remote's mount (remotes/remote-mount.tsx), which ships with the signed-in pages: under the
 * shell it is there already, so `fallback` (nothing by default) shows for no longer than a
 * tick and the shell stays on screen; elsewhere (account creation) it shows while they download.
 */
export function RemoteMount({
  remote,
  fallback = null,
}: {
  remote: RemoteModule;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <LazyRemoteMount remote={remote} />
    </Suspense>
  );
}
