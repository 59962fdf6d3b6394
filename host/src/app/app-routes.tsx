import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { RedirectIfSignedIn } from '../auth/redirect-if-signed-in';
import { RequireAuth } from '../auth/require-auth';
import { paths } from '../config/paths';
import { ForgotPasswordPage } from '../pages/forgot-password/forgot-password-page';
import { LoginPage } from '../pages/login/login-page';
import { ResetPasswordPage } from '../pages/reset-password/reset-password-page';
import { REMOTE_MODULES } from '../remotes/remote-modules';
import { RemoteMount } from '../remotes/remote-mount';
import { AppShell, DashboardPage, NotFoundPage, loadSignedInPages } from './lazy-pages';

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
          element={<RemoteMount remote={REMOTE_MODULES.createAccount} />}
        />

        <Route element={<RequireAuth preload={loadSignedInPages} />}>
          <Route element={<AppShell />}>
            <Route index element={<Navigate to={paths.dashboard} replace />} />
            <Route path={paths.dashboard} element={<DashboardPage />} />
            <Route
              path={`${paths.tickets}/*`}
              element={<RemoteMount remote={REMOTE_MODULES.tickets} />}
            />
            <Route
              path={`${paths.patents}/*`}
              element={<RemoteMount remote={REMOTE_MODULES.patents} />}
            />
            <Route
              path={paths.coInventors}
              element={<RemoteMount remote={REMOTE_MODULES.coInventors} />}
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
