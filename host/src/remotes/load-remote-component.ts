import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { assertCompatibleRemote } from './remote-contract';
import { remoteEntryOf, resetRemote } from './remote-registry';
import { remoteNameOf, type RemoteComponentModule, type RemoteModule } from './remote-modules';

/** Each remote's `shared` contract is checked once per entry URL (a failed check is forgotten). */
const checked = new Map<string, Promise<void>>();

function checkOnce(entry: string, label: string): Promise<void> {
  let check = checked.get(entry);
  if (!check) {
    check = assertCompatibleRemote(entry, label).catch((error: unknown) => {
      checked.delete(entry);
      throw error;
    });
    checked.set(entry, check);
  }
  return check;
}

/**
 * Loads an exposed component for React.lazy. Before the remote's code runs, its manifest's
 * `shared` version is checked (skew policy). `retry` is true when the user (or the stale-chunk
 * recovery) tries a failed remote again: `/remotes.json` is read again and the remote's cached
 * entry dropped first.
 */
export async function loadRemoteComponent(
  remote: RemoteModule,
  retry = false,
): Promise<{ default: ComponentType }> {
  const name = remoteNameOf(remote.id);
  const entry = retry ? await resetRemote(name) : await remoteEntryOf(name);
  await checkOnce(entry.entry, remote.label);
  const module = await loadRemote<RemoteComponentModule>(remote.id);
  if (!module?.default) throw new Error(`${remote.id} did not provide a component`);
  return { default: module.default };
}

/** Tests only: forget the contract checks. */
export function resetContractChecksForTests(): void {
  checked.clear();
}
