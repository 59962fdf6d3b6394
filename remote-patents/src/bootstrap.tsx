import Box from '@mui/material/Box';
import { AppThemeProvider, StoreProvider } from '@inventor-portal/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import CoInventorsPage from './exposes/co-inventors-page';
import PatentsRoutes from './exposes/patents-routes';

/** Standalone mode (`npm run dev -w remote-patents`): patents and co-inventors without the host shell. */
function StandaloneApp() {
  return (
    <StrictMode>
      <StoreProvider>
        <AppThemeProvider>
          <BrowserRouter>
            <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
              <Routes>
                <Route path="/" element={<Navigate to="/patents" replace />} />
                <Route path="/patents/*" element={<PatentsRoutes />} />
                <Route path="/coinventors" element={<CoInventorsPage />} />
                <Route path="*" element={<Navigate to="/patents" replace />} />
              </Routes>
            </Box>
          </BrowserRouter>
        </AppThemeProvider>
      </StoreProvider>
    </StrictMode>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp />);
