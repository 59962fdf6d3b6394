import Box from '@mui/material/Box';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { detectLanguage, initI18n } from '@inventor-portal/shared/i18n';
import { StoreProvider } from '../store/store-provider';
import { LoadingScreen } from '../ui/components/loading-screen';
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
 * the same providers the host gives them; the loading screen while a page's catalog downloads.
 */
export function StandaloneApp({ pages, home, router = browserRouter }: StandaloneAppProps) {
  const route = (page: StandalonePage) => (
    <Route key={page.path} path={page.path} element={page.element} />
  );
  return (
    <StrictMode>
      <StoreProvider>
        <AppThemeProvider>
          <Suspense fallback={<LoadingScreen />}>
            {router(
              <Routes>
                {pages.filter((page) => page.bare).map(route)}
                <Route element={<PlainLayout />}>
                  {pages.filter((page) => !page.bare).map(route)}
                </Route>
                <Route path="*" element={<Navigate to={home} replace />} />
              </Routes>,
            )}
          </Suspense>
        </AppThemeProvider>
      </StoreProvider>
    </StrictMode>
  );
}

/**
 * Standalone mode of a remote (`npm run dev -w <remote>`): renders its pages into `#root`, in
 * the browser's language (the shared catalog first, so the loading screen is in it too).
 * Each remote's `src/bootstrap.tsx` is one call of this.
 */
export async function mountStandalone(props: Omit<StandaloneAppProps, 'router'>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  await initI18n(detectLanguage());
  createRoot(container).render(<StandaloneApp {...props} />);
}
