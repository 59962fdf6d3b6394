import Box from '@mui/material/Box';
import { AppThemeProvider, StoreProvider } from '@inventor-portal/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import TicketsRoutes from './exposes/tickets-routes';

/** Standalone mode (`npm run dev -w remote-tickets`): the tickets screens without the host shell. */
function StandaloneApp() {
  return (
    <StrictMode>
      <StoreProvider>
        <AppThemeProvider>
          <BrowserRouter>
            <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
              <Routes>
                <Route path="/" element={<Navigate to="/tickets" replace />} />
                <Route path="/tickets/*" element={<TicketsRoutes />} />
                <Route path="*" element={<Navigate to="/tickets" replace />} />
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
