import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { HomeRedirect } from '../auth/home-redirect';
import { RedirectIfSignedIn } from '../auth/redirect-if-signed-in';
import { RequireAuth } from '../auth/require-auth';
import { RequireInventorRecord, RequireOffice, RequireReviewer } from '../auth/require-role';
import { paths } from '../config/paths';
import { LoginPage } from '../pages/login/login-page';
import { REMOTE_MODULES } from '../remotes/remote-modules';
import {
  AppShell,
  DashboardPage,
  ForgotPasswordPage,
  NotFoundPage,
  RemoteMount,
  ResetPasswordPage,
  loadSignedInPages,
} from './lazy-pages';

/**
 * Route table of spec §2 and the federation contract. The signed-in pages load lazily; until
 * they have, the same loading screen as while the session is checked.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route element={<RedirectIfSignedIn />}>
          <Route path={paths.login} element={<LoginPage />} />
        </Route>
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route
          path={paths.createAccount}
          element={
            <RemoteMount remote={REMOTE_MODULES.createAccount} fallback={<LoadingScreen />} />
          }
        />

        <Route element={<RequireAuth preload={loadSignedInPages} />}>
          <Route element={<AppShell />}>
            <Route index element={<HomeRedirect />} />
            <Route
              path={paths.dashboard}
              element={
                <RequireInventorRecord fallback={<HomeRedirect />}>
                  <DashboardPage />
                </RequireInventorRecord>
              }
            />
            <Route
              path={`${paths.tickets}/*`}
              element={
                <RequireInventorRecord fallback={<NotFoundPage />}>
                  <RemoteMount remote={REMOTE_MODULES.tickets} />
                </RequireInventorRecord>
              }
            />
            <Route
              path={`${paths.patents}/*`}
              element={
                <RequireInventorRecord fallback={<NotFoundPage />}>
                  <RemoteMount remote={REMOTE_MODULES.patents} />
                </RequireInventorRecord>
              }
            />
            <Route
              path={paths.coInventors}
              element={
                <RequireInventorRecord fallback={<NotFoundPage />}>
                  <RemoteMount remote={REMOTE_MODULES.coInventors} />
                </RequireInventorRecord>
              }
            />
            {/* Office staff only: anyone else gets the not-found page and never loads remote-office. */}
            <Route
              path={`${paths.office}/*`}
              element={
                <RequireOffice fallback={<NotFoundPage />}>
                  <RemoteMount remote={REMOTE_MODULES.office} />
                </RequireOffice>
              }
            />
            {/* Reviewers only: anyone else (office staff included) never loads remote-review. */}
            <Route
              path={`${paths.reviews}/*`}
              element={
                <RequireReviewer fallback={<NotFoundPage />}>
                  <RemoteMount remote={REMOTE_MODULES.review} />
                </RequireReviewer>
              }
            />
            <Route path={paths.profile} element={<RemoteMount remote={REMOTE_MODULES.profile} />} />
            <Route
              path={paths.settings}
              element={<RemoteMount remote={REMOTE_MODULES.settings} />}
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
