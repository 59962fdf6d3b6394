/**
 * Type check across the federation boundary: `tsc -p remote-patents` fails when this remote's
 * exposed modules differ from the contract (shared/src/federation/contract.ts), by name or by
 * shape (the host mounts each default export with no props). Imported by nothing.
 */
import type { ExposesOf } from '@inventor-portal/shared/federation';
import type * as CoInventorsPage from './co-inventors-page';
import type * as PatentsRoutes from './patents-routes';

export type ExposesCheck = ExposesOf<
  'remote_patents',
  { PatentsRoutes: typeof PatentsRoutes; CoInventorsPage: typeof CoInventorsPage }
>;
