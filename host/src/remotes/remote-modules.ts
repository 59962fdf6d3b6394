import type { ComponentType } from 'react';

/**
 * The modules the host mounts (federation contract of shared/README.md). Each default-exports
 * a React component that takes no props.
 */
export const REMOTE_MODULES = {
  tickets: { id: 'remote_tickets/TicketsRoutes', label: 'Tickets' },
  patents: { id: 'remote_patents/PatentsRoutes', label: 'Patents' },
  coInventors: { id: 'remote_patents/CoInventorsPage', label: 'Co-inventors' },
  profile: { id: 'remote_account/ProfilePage', label: 'Profile' },
  settings: { id: 'remote_account/SettingsPage', label: 'Settings' },
  createAccount: { id: 'remote_account/CreateAccountPage', label: 'Create account' },
} as const;

export type RemoteModule = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];
export type RemoteModuleId = RemoteModule['id'];

/** What `loadRemote` resolves to for every exposed module. */
export interface RemoteComponentModule {
  default: ComponentType;
}

/** `remote_tickets/TicketsRoutes` -> `remote_tickets` */
export const remoteNameOf = (id: RemoteModuleId): string => id.slice(0, id.indexOf('/'));
