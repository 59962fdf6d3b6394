import { renderPage } from '@inventor-portal/shared/test-utils';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../app/app-routes';

interface RenderOptions {
  route?: string;
  /** A route pattern to mount `ui` at; default: the whole app (AppRoutes). */
  path?: string;
}

/** Renders `ui` (or the host's routes) with the shared harness: fresh store, theme, memory router. */
export function renderWithApp(
  ui: ReactElement | null = null,
  { route = '/', path = '*' }: RenderOptions = {},
) {
  const routes = ui ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="/login" element={<h1>Login route</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard route</h1>} />
    </Routes>
  ) : (
    <AppRoutes />
  );
  return renderPage(routes, { route });
}
