import { BrowserRouter } from 'react-router-dom';
import { AppThemeProvider, StoreProvider } from '@inventor-portal/shared';
import { AppRoutes } from './app-routes';

/** The portal: the shared store and theme around the router. */
export function App() {
  return (
    <StoreProvider>
      <AppThemeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppThemeProvider>
    </StoreProvider>
  );
}
