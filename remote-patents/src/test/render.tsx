import { configureStore } from '@reduxjs/toolkit';
import { AppThemeProvider, StoreProvider, api } from '@inventor-portal/shared';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import CoInventorsPage from '../exposes/co-inventors-page';
import PatentsRoutes from '../exposes/patents-routes';

// MUI + the 19-column table render slowly in jsdom on a busy machine: wait longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

/** A fresh store around the shared api slice, so tests never share a cache. */
function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    // The dev-only state checks slow the big table down a lot in jsdom.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(api.middleware),
  });
}

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{location.pathname}</div>
      <div data-testid="location-search">{location.search}</div>
      <div data-testid="location-hash">{location.hash}</div>
    </>
  );
}

/** Renders the remote's screens at `path`, mounted as the host mounts them. */
export function renderRemote(path: string) {
  const user = userEvent.setup();
  const utils = render(
    <StoreProvider store={makeStore()}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/patents/*" element={<PatentsRoutes />} />
            <Route path="/coinventors" element={<CoInventorsPage />} />
            <Route path="*" element={<div>Elsewhere</div>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </StoreProvider>,
  );
  return { ...utils, user };
}
