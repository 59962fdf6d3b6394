import { registerRemotes } from '@module-federation/enhanced/runtime';
// Types only: a runtime import of the contract would add a shared module to /login's first load.
import type { REMOTES_JSON_PATH, RemoteEntry } from '@inventor-portal/shared/federation';

export type { RemoteEntry };

export const REMOTES_JSON_URL: typeof REMOTES_JSON_PATH = '/remotes.json';

let entries: Promise<RemoteEntry[]> | null = null;
/** Entry URL each remote is registered with in the federation runtime. */
const registered = new Map<string, string>();
let reloads = 0;

async function fetchRemotes(): Promise<RemoteEntry[]> {
  const response = await fetch(REMOTES_JSON_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REMOTES_JSON_URL} answered ${response.status}`);
  // zod comes with the schemas module, when a remote is first needed: never on /login.
  const [body, { remotesJsonSchema }] = await Promise.all([
    response.json(),
    import('@inventor-portal/shared/schemas'),
  ]);
  return remotesJsonSchema.parse(body).remotes;
}

function registerNew(remotes: RemoteEntry[]): void {
  const fresh = remotes.filter((r) => !registered.has(r.name));
  if (fresh.length === 0) return;
  registerRemotes(fresh.map(({ name, entry }) => ({ name, entry })));
  for (const r of fresh) registered.set(r.name, r.entry);
}

/**
 * Registers the remotes of `/remotes.json` with the federation runtime, once per page. A
 * failed fetch is forgotten so the next attempt (the Retry button) asks again.
 */
export function ensureRemotesRegistered(): Promise<RemoteEntry[]> {
  if (!entries) {
    entries = fetchRemotes()
      .then((remotes) => {
        registerNew(remotes);
        return remotes;
      })
      .catch((error: unknown) => {
        entries = null;
        throw error;
      });
  }
  return entries;
}

/** The entry of one remote as `/remotes.json` lists it. */
export async function remoteEntryOf(name: string): Promise<RemoteEntry> {
  const remote = (await ensureRemotesRegistered()).find((r) => r.name === name);
  if (!remote) throw new Error(`${name} is not listed in ${REMOTES_JSON_URL}`);
  return remote;
}

/** `entry` with a query that makes the runtime (and the browser) fetch the manifest anew. */
const freshUrl = (entry: string, attempt: number): string =>
  `${entry}${entry.includes('?') ? '&' : '?'}reload=${attempt}`;

/**
 * Before retrying a remote (Retry button, or a stale chunk after a redeploy): reads
 * `/remotes.json` again (ops may have repointed it) and registers the remote with `force`,
 * which drops the runtime's cached entry and module so they are fetched anew.
 */
export async function resetRemote(name: string): Promise<RemoteEntry> {
  entries = null;
  const remote = await remoteEntryOf(name);
  reloads += 1;
  const entry = freshUrl(remote.entry, reloads);
  registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.set(name, entry);
  return remote;
}

/** Tests only: forget what was registered. */
export function resetRemoteRegistryForTests(): void {
  entries = null;
  registered.clear();
  reloads = 0;
}
