import type {
  ExposedModule,
  ExposedModuleId,
  RemoteName,
} from '@inventor-portal/shared/federation';

/**
 * The modules the host mounts, by the ids of the federation contract
 * (shared/src/federation/contract.ts): a module a remote no longer exposes fails `tsc -p host`.
 * Type-only import of the contract: nothing of it is bundled into the first screen.
 * `label` names the module in console messages; `nameKey` is its name on screen (host catalog).
 */
export const REMOTE_MODULES = {
  tickets: {
    id: 'remote_tickets/TicketsRoutes',
    label: 'Tickets',
    nameKey: 'remotes.names.tickets',
  },
  patents: {
    id: 'remote_patents/PatentsRoutes',
    label: 'Patents',
    nameKey: 'remotes.names.patents',
  },
  coInventors: {
    id: 'remote_patents/CoInventorsPage',
    label: 'Co-inventors',
    nameKey: 'remotes.names.coInventors',
  },
  profile: {
    id: 'remote_account/ProfilePage',
    label: 'Profile',
    nameKey: 'remotes.names.profile',
  },
  settings: {
    id: 'remote_account/SettingsPage',
    label: 'Settings',
    nameKey: 'remotes.names.settings',
  },
  office: {
    id: 'remote_office/OfficeRoutes',
    label: 'Office',
    nameKey: 'remotes.names.office',
  },
  review: {
    id: 'remote_review/ReviewRoutes',
    label: 'Reviews',
    nameKey: 'remotes.names.review',
  },
  createAccount: {
    id: 'remote_account/CreateAccountPage',
    label: 'Create account',
    nameKey: 'remotes.names.createAccount',
  },
} as const satisfies Record<string, { id: ExposedModuleId; label: string; nameKey: string }>;

export type RemoteModule = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];
export type RemoteModuleId = RemoteModule['id'];

/** What `loadRemote` resolves to for every exposed module (each remote's exposes.check.ts). */
export type RemoteComponentModule = ExposedModule;

/** `remote_tickets/TicketsRoutes` -> `remote_tickets` */
export const remoteNameOf = (id: RemoteModuleId): RemoteName =>
  id.slice(0, id.indexOf('/')) as RemoteName;
