/**
 * Type check across the federation boundary: each remote's exposed module (its real source) must
 * still match the declaration the host codes against (remote-contracts.d.ts). `tsc -p host` fails
 * when a remote renames, drops or changes an exposed module incompatibly (e.g. adds a required
 * prop). Not imported by anything: it exists only for the type checker.
 */
import type CoInventorsPageContract from 'remote_patents/CoInventorsPage';
import type CreateAccountPageContract from 'remote_account/CreateAccountPage';
import type PatentsRoutesContract from 'remote_patents/PatentsRoutes';
import type ProfilePageContract from 'remote_account/ProfilePage';
import type SettingsPageContract from 'remote_account/SettingsPage';
import type TicketsRoutesContract from 'remote_tickets/TicketsRoutes';
import type * as CreateAccountPage from '../../../remote-account/src/exposes/create-account-page';
import type * as ProfilePage from '../../../remote-account/src/exposes/profile-page';
import type * as SettingsPage from '../../../remote-account/src/exposes/settings-page';
import type * as CoInventorsPage from '../../../remote-patents/src/exposes/co-inventors-page';
import type * as PatentsRoutes from '../../../remote-patents/src/exposes/patents-routes';
import type * as TicketsRoutes from '../../../remote-tickets/src/exposes/tickets-routes';

/** Compiles only when `Actual` can stand where the host expects `Contract`. */
type Satisfies<Contract, Actual extends Contract> = Actual;

export type ExposedContractCheck = [
  Satisfies<typeof TicketsRoutesContract, (typeof TicketsRoutes)['default']>,
  Satisfies<typeof PatentsRoutesContract, (typeof PatentsRoutes)['default']>,
  Satisfies<typeof CoInventorsPageContract, (typeof CoInventorsPage)['default']>,
  Satisfies<typeof ProfilePageContract, (typeof ProfilePage)['default']>,
  Satisfies<typeof SettingsPageContract, (typeof SettingsPage)['default']>,
  Satisfies<typeof CreateAccountPageContract, (typeof CreateAccountPage)['default']>,
];
