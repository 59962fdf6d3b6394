/** Everything only a signed-in user sees, fetched as one chunk (see lazy-pages.tsx). */
export { AppShell } from '../shell/app-shell';
export { DashboardPage } from '../pages/dashboard/dashboard-page';
export { NotFoundPage } from '../pages/not-found/not-found-page';
export { RemoteMount } from '../remotes/remote-mount';
