import { createTestStore, renderPage } from '@inventor-portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import CoInventorsPage from '../exposes/co-inventors-page';
import PatentsRoutes from '../exposes/patents-routes';

/** Renders the remote's screens at `path` with the shared harness, mounted as the host mounts them. */
export function renderRemote(path: string) {
  return renderPage(
    <Routes>
      <Route path="/patents/*" element={<PatentsRoutes />} />
      <Route path="/coinventors" element={<CoInventorsPage />} />
      <Route path="*" element={<div>Elsewhere</div>} />
    </Routes>,
    // MUI + the 19-column table render slowly in jsdom: no dev-only state checks.
    { route: path, store: createTestStore({ stateChecks: false }) },
  );
}
