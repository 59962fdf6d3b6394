/**
 * The Module Federation contract, defined once: container names, the package folder each is
 * built from, dev ports and the modules each remote exposes. The webpack factory
 * (scripts/webpack/federation-contract.cjs), the server's `/remotes.json`
 * (server/src/plugins/app/static.ts), the host's module ids and each remote's type check
 * (`src/exposes/exposes.check.ts`) all read it from here.
 *
 * A new remote is one entry in FEDERATION.remotes plus its package. This file has no runtime
 * import and holds data and pure functions only: the webpack factory compiles it on its own.
 */
import type { ComponentType } from 'react';

export const FEDERATION = {
  host: { name: 'host', dir: 'host', port: 8080 },
  /** Exposed module names map to files in `src/exposes/` (kebab-case of the name). */
  remotes: [
    { name: 'remote_tickets', dir: 'remote-tickets', port: 3001, exposes: ['TicketsRoutes'] },
    {
      name: 'remote_patents',
      dir: 'remote-patents',
      port: 3002,
      exposes: ['PatentsRoutes', 'CoInventorsPage'],
    },
    {
      name: 'remote_account',
      dir: 'remote-account',
      port: 3003,
      exposes: ['ProfilePage', 'SettingsPage', 'CreateAccountPage'],
    },
    /** Office staff only: the host loads it for `me.role === 'office'` and never for an inventor. */
    { name: 'remote_office', dir: 'remote-office', port: 3004, exposes: ['OfficeRoutes'] },
    /**
     * Reviewers only: the host loads it for a `reviewer`-role account or one with review
     * assignments; never for office staff nor an inventor who reviews nothing.
     */
    { name: 'remote_review', dir: 'remote-review', port: 3005, exposes: ['ReviewRoutes'] },
  ],
  /** The API server the dev host and the standalone remotes proxy `/api` to. */
  devApiTarget: 'http://localhost:3000',
} as const;

export type RemoteContract = (typeof FEDERATION.remotes)[number];
export type RemoteName = RemoteContract['name'];
/** The modules `Name` exposes, e.g. 'TicketsRoutes'. */
export type ExposedName<Name extends RemoteName> = Extract<
  RemoteContract,
  { name: Name }
>['exposes'][number];
/** What the host loads, e.g. 'remote_tickets/TicketsRoutes'. */
export type ExposedModuleId = { [Name in RemoteName]: `${Name}/${ExposedName<Name>}` }[RemoteName];

/** What every exposed module is: a default-exported component the host mounts without props. */
export interface ExposedModule {
  default: ComponentType;
}

/**
 * Compiles only when `Actual` (the remote's `typeof import('./x')` per exposed name) has exactly
 * the contract's exposed names for `Name`, each one an ExposedModule.
 */
export type ExposesOf<
  Name extends RemoteName,
  Actual extends { [Exposed in ExposedName<Name>]: ExposedModule } & {
    [Extra in Exclude<keyof Actual, ExposedName<Name>>]: never;
  },
> = Actual;

/** One entry of `/remotes.json`: where a remote's manifest (or remoteEntry.js) lives. */
export interface RemoteEntry {
  name: string;
  entry: string;
  /** Set by `npm run deploy:remote` for a deployed version. */
  version?: string;
}

/** The body of `/remotes.json`. */
export interface RemotesJson {
  remotes: RemoteEntry[];
}

export const REMOTES_JSON_PATH = '/remotes.json';

/** Production: each remote build is served by the portal server under `/remotes/<dir>/`. */
export const productionPublicPath = (dir: string): string => `/remotes/${dir}/`;

/** `/remotes.json` of a production build served by the portal server (same origin). */
export const productionRemotesJson = (): RemotesJson => ({
  remotes: FEDERATION.remotes.map((r) => ({
    name: r.name,
    entry: `${productionPublicPath(r.dir)}mf-manifest.json`,
  })),
});

/** `/remotes.json` of the dev servers (each remote on its own port). */
export const devRemotesJson = (): RemotesJson => ({
  remotes: FEDERATION.remotes.map((r) => ({
    name: r.name,
    entry: `http://localhost:${r.port}/mf-manifest.json`,
  })),
});
