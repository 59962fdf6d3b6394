import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AppThemeProvider, StoreProvider, createStore } from '@inventor-portal/shared';
import { AppRoutes } from '../app/app-routes';

/** Shows where the router is and how it got there ('PUSH' / 'REPLACE'). */
function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <div data-testid="location" data-navigation={navigationType}>
      {location.pathname}
    </div>
  );
}

interface RenderOptions {
  route?: string;
  /** A route pattern to mount `ui` at; default: the whole app (AppRoutes). */
  path?: string;
}

/** Renders `ui` (or the host's routes) with a fresh store, the theme and a memory router. */
export function renderWithApp(ui: ReactElement | null = null, { route = '/', path = '*' }: RenderOptions = {}) {
  const store = createStore();
  const user = userEvent.setup();
  const utils = render(
    <StoreProvider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="/login" element={<h1>Login route</h1>} />
              <Route path="/dashboard" element={<h1>Dashboard route</h1>} />
            </Routes>
          ) : (
            <AppRoutes />
          )}
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </StoreProvider>,
  );
  return { ...utils, store, user };
}
