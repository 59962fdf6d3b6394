import { renderPage } from '@inventor-portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import ReviewRoutes from '../exposes/review-routes';

/** Renders the remote's routes at `path` with the shared harness, as the host mounts them. */
export function renderReview(path: string) {
  return renderPage(
    <Routes>
      <Route path="/reviews/*" element={<ReviewRoutes />} />
      <Route path="/settings" element={<p>Settings page</p>} />
    </Routes>,
    { route: path },
  );
}
