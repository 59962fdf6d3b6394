import { registerRemotes } from '@module-federation/enhanced/runtime';
import { z } from 'zod';

/** `/remotes.json` (federation contract): where each remote's entry lives, read at start. */
const remotesJsonSchema = z.object({
  remotes: z.array(z.object({ name: z.string().min(1), entry: z.string().min(1) })),
});
export type RemoteEntry = z.infer<typeof remotesJsonSchema>['remotes'][number];

export const REMOTES_JSON_URL = '/remotes.json';

let entries: Promise<RemoteEntry[]> | null = null;

async function fetchRemotes(): Promise<RemoteEntry[]> {
  const response = await fetch(REMOTES_JSON_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REMOTES_JSON_URL} answered ${response.status}`);
  const { remotes } = remotesJsonSchema.parse(await response.json());
  registerRemotes(remotes);
  return remotes;
}

/**
 * Registers the remotes of `/remotes.json` with the federation runtime, once per page. A
 * failed fetch is forgotten so the next attempt (the Retry button) asks again.
 */
export function ensureRemotesRegistered(): Promise<RemoteEntry[]> {
  if (!entries) {
    entries = fetchRemotes().catch((error: unknown) => {
      entries = null;
      throw error;
    });
  }
  return entries;
}

/**
 * Before retrying a remote that failed: registers it again with `force`, which drops the
 * runtime's cached (failed) entry so its manifest and remoteEntry are fetched anew.
 */
export async function resetRemote(name: string): Promise<void> {
  const remotes = await ensureRemotesRegistered();
  const remote = remotes.find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

/** Tests only: forget what was registered. */
export function resetRemoteRegistryForTests(): void {
  entries = null;
}
