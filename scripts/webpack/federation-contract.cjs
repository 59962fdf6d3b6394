/**
 * The Module Federation contract of shared/README.md in one place: container names, the
 * package folder each is built from, dev ports and the modules each remote exposes.
 * Host and remote webpack configs, and the host's dev `/remotes.json`, read it from here.
 */

const HOST = { name: 'host', dir: 'host', port: 8080 };

/** Exposed module names map to files in `src/exposes/` (kebab-case of the name). */
const REMOTES = [
  { name: 'remote_tickets', dir: 'remote-tickets', port: 3001, exposes: ['TicketsRoutes'] },
  { name: 'remote_patents', dir: 'remote-patents', port: 3002, exposes: ['PatentsRoutes', 'CoInventorsPage'] },
  {
    name: 'remote_account',
    dir: 'remote-account',
    port: 3003,
    exposes: ['ProfilePage', 'SettingsPage', 'CreateAccountPage'],
  },
];

/** The API server the dev host proxies `/api` to. */
const DEV_API_TARGET = 'http://localhost:3000';

/** Production: each remote build is served under `/remotes/<package-dir>/`. */
const productionPublicPath = (dir) => `/remotes/${dir}/`;

/** `/remotes.json` body for the dev servers (production's is written by the server). */
const devRemotesJson = () => ({
  remotes: REMOTES.map((r) => ({ name: r.name, entry: `http://localhost:${r.port}/mf-manifest.json` })),
});

/** `/remotes.json` body for a production build served by the portal server. */
const productionRemotesJson = () => ({
  remotes: REMOTES.map((r) => ({ name: r.name, entry: `${productionPublicPath(r.dir)}mf-manifest.json` })),
});

module.exports = { HOST, REMOTES, DEV_API_TARGET, productionPublicPath, devRemotesJson, productionRemotesJson };
