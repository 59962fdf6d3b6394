import { renderPage } from '@inventor-portal/shared/test-utils';
import { Route, Routes } from 'react-router-dom';
import TicketsRoutes from '../exposes/tickets-routes';

// Each test starts on a fresh device: no form kept from an earlier test (autosave, issue 21).
afterEach(() => window.localStorage.clear());

/** Renders the remote's routes at `path` with the shared harness, as the host mounts them. */
export function renderTickets(path: string) {
  return renderPage(
    <Routes>
      <Route path="/tickets/*" element={<TicketsRoutes />} />
    </Routes>,
    { route: path },
  );
}
