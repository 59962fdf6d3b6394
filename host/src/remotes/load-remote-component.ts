import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { ensureRemotesRegistered, resetRemote } from './remote-registry';
import { remoteNameOf, type RemoteComponentModule, type RemoteModuleId } from './remote-modules';

/**
 * Loads an exposed component for React.lazy. `retry` is true when the user asked to try a
 * failed remote again: its cached failure is dropped first.
 */
export async function loadRemoteComponent(
  id: RemoteModuleId,
  retry = false,
): Promise<{ default: ComponentType }> {
  await ensureRemotesRegistered();
  if (retry) await resetRemote(remoteNameOf(id));
  const module = await loadRemote<RemoteComponentModule>(id);
  if (!module?.default) throw new Error(`${id} did not provide a component`);
  return { default: module.default };
}
