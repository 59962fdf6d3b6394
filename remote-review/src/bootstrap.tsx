import { mountStandalone } from '@inventor-portal/shared/standalone';
import ReviewRoutes from './exposes/review-routes';

/** Standalone mode (`npm run dev -w remote-review`): the reviewer's screens without the host shell. */
mountStandalone({
  home: '/reviews',
  pages: [{ path: '/reviews/*', element: <ReviewRoutes /> }],
});
