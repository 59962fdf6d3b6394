import { configureStore } from '@reduxjs/toolkit';
import { configure, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { api } from '../api/base-api';
import type { AppStore } from '../store/store';
import { StoreProvider } from '../store/store-provider';
import { AppThemeProvider } from '../ui/theme/app-theme-provider';

// The shared 2-core machine is slow under load: give findBy/waitFor more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export interface TestStoreOptions {
  /**
   * Redux Toolkit's dev-only immutability and serializability checks; on by default. The big
   * tables render much faster in jsdom without them.
   */
  stateChecks?: boolean;
}

/** A fresh store around the one api slice, so no cache leaks between tests. */
export function createTestStore({ stateChecks = true }: TestStoreOptions = {}): AppStore {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: stateChecks, serializableCheck: stateChecks }).concat(
        api.middleware,
      ),
  });
}

/**
 * Shows where the router is and how it got there: `location` (pathname, with
 * `data-navigation` 'PUSH' / 'REPLACE' / 'POP'), `location-search` and `location-hash`.
 */
export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <>
      <div data-testid="location" data-navigation={navigationType}>
        {location.pathname}
      </div>
      <div data-testid="location-search">{location.search}</div>
      <div data-testid="location-hash">{location.hash}</div>
    </>
  );
}

export interface RenderPageOptions {
  /** The URL the memory router starts at; default '/'. */
  route?: string;
  /** Default: a fresh createTestStore(). */
  store?: AppStore;
  /** Options of userEvent.setup() (e.g. `{ delay: null }` for forms that type a lot). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `routes` (a `<Routes>` tree) the way the host mounts pages: a fresh store, the
 * portal theme and a memory router at `route`, with a LocationProbe. Returns the store and a
 * userEvent instance with the testing-library queries.
 */
export function renderPage(
  routes: ReactNode,
  { route = '/', store = createTestStore(), user }: RenderPageOptions = {},
) {
  const events = userEvent.setup(user);
  const utils = render(
    <StoreProvider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          {routes}
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </StoreProvider>,
  );
  return { ...utils, store, user: events };
}

function ThemeOnly({ children }: { children: ReactNode }) {
  return <AppThemeProvider>{children}</AppThemeProvider>;
}

/** Renders inside the portal theme only (UI kit components that need no store or router). */
export const renderWithTheme = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { wrapper: ThemeOnly, ...options });
