import { AppThemeProvider, StoreProvider, api } from '@inventor-portal/shared';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** A fresh store around the one api slice, so no cache leaks between tests. */
function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders a page at `path` the way the host mounts it (store, theme, router). */
export function renderPage(page: ReactElement, path: string) {
  const store = makeStore();
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <StoreProvider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<div>Elsewhere</div>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </StoreProvider>,
  );
  return { ...utils, store, user };
}
