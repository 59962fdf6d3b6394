import { mountStandalone } from '@inventor-portal/shared/standalone';
import TicketsRoutes from './exposes/tickets-routes';

/** Standalone mode (`npm run dev -w remote-tickets`): the tickets screens without the host shell. */
mountStandalone({ home: '/tickets', pages: [{ path: '/tickets/*', element: <TicketsRoutes /> }] });
