import { renderPage } from '@inventor-portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import OfficeRoutes from '../exposes/office-routes';

/** Renders the remote's routes at `path` with the shared harness, as the host mounts them. */
export function renderOffice(path: string) {
  return renderPage(
    <Routes>
      <Route path="/office/*" element={<OfficeRoutes />} />
    </Routes>,
    { route: path },
  );
}
