import { mountStandalone } from '@inventor-portal/shared/standalone';
import OfficeRoutes from './exposes/office-routes';

/** Standalone mode (`npm run dev -w remote-office`): the office screens without the host shell. */
mountStandalone({
  home: '/office/tickets',
  pages: [{ path: '/office/*', element: <OfficeRoutes /> }],
});
