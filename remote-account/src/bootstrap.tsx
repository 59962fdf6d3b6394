import { AppThemeProvider, StoreProvider } from '@inventor-portal/shared';
import Box from '@mui/material/Box';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { paths } from './config/paths';
import CreateAccountPage from './exposes/create-account-page';
import ProfilePage from './exposes/profile-page';
import SettingsPage from './exposes/settings-page';

/** Signed-in pages get some room; the host's shell is not here in standalone mode. */
function PlainLayout() {
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
      <Outlet />
    </Box>
  );
}

/** Standalone mode (`npm run dev -w remote-account`): profile, settings and create-account without the host. */
function StandaloneApp() {
  return (
    <StrictMode>
      <StoreProvider>
        <AppThemeProvider>
          <BrowserRouter>
            <Routes>
              <Route path={paths.createAccount} element={<CreateAccountPage />} />
              <Route element={<PlainLayout />}>
                <Route path={paths.profile} element={<ProfilePage />} />
                <Route path={paths.settings} element={<SettingsPage />} />
              </Route>
              <Route path="*" element={<Navigate to={paths.profile} replace />} />
            </Routes>
          </BrowserRouter>
        </AppThemeProvider>
      </StoreProvider>
    </StrictMode>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp />);
