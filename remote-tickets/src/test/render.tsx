import { AppThemeProvider, StoreProvider, createStore } from '@inventor-portal/shared';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import TicketsRoutes from '../exposes/tickets-routes';

// The shared 2-core machine is slow under load: give findBy/waitFor more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders the remote's routes at `path` with a fresh store, as the host mounts them. */
export function renderTickets(path: string) {
  const store = createStore();
  const user = userEvent.setup();
  const utils = render(
    <StoreProvider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/tickets/*" element={<TicketsRoutes />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </StoreProvider>,
  );
  return { ...utils, store, user };
}
