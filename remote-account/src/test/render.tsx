import { renderPage as renderRoutes } from '@inventor-portal/shared/test-utils';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

/** Renders a page at `path` with the shared harness, the way the host mounts it. */
export function renderPage(page: ReactElement, path: string) {
  return renderRoutes(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<div>Elsewhere</div>} />
    </Routes>,
    // Form tests type a lot: no pause between key strokes.
    { route: path, user: { delay: null } },
  );
}
