import Box from '@mui/material/Box';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { StoreProvider } from '../store/store-provider';
import { AppThemeProvider } from '../ui/theme/app-theme-provider';

export interface StandalonePage {
  /** Route path as the host mounts the exposed module, e.g. '/tickets/*'. */
  path: string;
  element: ReactNode;
  /** A page that brings its own layout (public pages): no padded `<main>` around it. */
  bare?: boolean;
}

export interface StandaloneAppProps {
  pages: readonly StandalonePage[];
  /** Where '/' and unknown paths go. */
  home: string;
  /** The router; tests pass a MemoryRouter. */
  router?: (children: ReactNode) => ReactNode;
}

/** Signed-in pages get some room; the host's shell is not there in standalone mode. */
function PlainLayout() {
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
      <Outlet />
    </Box>
  );
}

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

/**
 * A remote's exposed pages without the host: the page's store, the portal theme and a router,
 * the same providers the host gives them.
 */
export function StandaloneApp({ pages, home, router = browserRouter }: StandaloneAppProps) {
  const route = (page: StandalonePage) => (
    <Route key={page.path} path={page.path} element={page.element} />
  );
  return (
    <StrictMode>
      <StoreProvider>
        <AppThemeProvider>
          {router(
            <Routes>
              {pages.filter((page) => page.bare).map(route)}
              <Route element={<PlainLayout />}>
                {pages.filter((page) => !page.bare).map(route)}
              </Route>
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>,
          )}
        </AppThemeProvider>
      </StoreProvider>
    </StrictMode>
  );
}

/**
 * Standalone mode of a remote (`npm run dev -w <remote>`): renders its pages into `#root`.
 * Each remote's `src/bootstrap.tsx` is one call of this.
 */
export function mountStandalone(props: Omit<StandaloneAppProps, 'router'>): void {
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<StandaloneApp {...props} />);
}
