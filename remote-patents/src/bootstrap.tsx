import { mountStandalone } from '@inventor-portal/shared/standalone';
import CoInventorsPage from './exposes/co-inventors-page';
import PatentsRoutes from './exposes/patents-routes';

/** Standalone mode (`npm run dev -w remote-patents`): patents and co-inventors without the host shell. */
void mountStandalone({
  home: '/patents',
  pages: [
    { path: '/patents/*', element: <PatentsRoutes /> },
    { path: '/coinventors', element: <CoInventorsPage /> },
  ],
});
