/**
 * Type check across the federation boundary: `tsc -p remote-review` fails when this remote's
 * exposed modules differ from the contract (shared/src/federation/contract.ts), by name or by
 * shape (the host mounts each default export with no props). Imported by nothing.
 */
import type { ExposesOf } from '@inventor-portal/shared/federation';
import type * as ReviewRoutes from './review-routes';

export type ExposesCheck = ExposesOf<'remote_review', { ReviewRoutes: typeof ReviewRoutes }>;
