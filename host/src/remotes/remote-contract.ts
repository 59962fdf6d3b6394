/**
 * The version of @inventor-portal/shared the host is built with: set by webpack's DefinePlugin
 * (scripts/webpack/create-mf-config.cjs) and by Jest's `globals` (host/jest.config.cjs).
 */
declare const __SHARED_CONTRACT_VERSION__: string;

/** Version of the `shared` contract this portal (the host) runs: the singleton it provides. */
export const PORTAL_SHARED_VERSION: string = __SHARED_CONTRACT_VERSION__;

/** A remote built against another major of `shared`: it is not loaded. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';

  constructor(
    readonly label: string,
    readonly remoteVersion: string,
    readonly portalVersion: string,
  ) {
    super(
      `${label} was built for shared ${remoteVersion}, this portal runs shared ${portalVersion}`,
    );
  }
}

const majorOf = (version: string): number | null => {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(version.trim());
  return match ? Number(match[1]) : null;
};

/** Skew policy: the same major of `shared` is compatible (minor and patch may differ). */
export function isCompatibleSharedVersion(
  remoteVersion: string,
  portalVersion = PORTAL_SHARED_VERSION,
): boolean {
  const remote = majorOf(remoteVersion);
  return remote !== null && remote === majorOf(portalVersion);
}

/**
 * The `shared` version a remote's manifest declares; null when it declares none (a plain
 * remoteEntry.js URL, or a build made before the declaration existed).
 */
export async function declaredSharedVersion(entryUrl: string): Promise<string | null> {
  if (!/\.json(?:[?#]|$)/.test(entryUrl)) return null;
  const response = await fetch(entryUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${entryUrl} answered ${response.status}`);
  const [body, { remoteManifestSchema }] = await Promise.all([
    response.json(),
    import('@inventor-portal/shared/schemas'),
  ]);
  const parsed = remoteManifestSchema.safeParse(body);
  if (!parsed.success) throw new Error(`${entryUrl} is not a module federation manifest`);
  return parsed.data.metaData.sharedContract?.version ?? null;
}

/**
 * Refuses a remote whose manifest declares another major of `shared` than the portal runs, with
 * a console error naming both versions; throws (like a failed fetch) when the manifest is unreachable.
 */
export async function assertCompatibleRemote(entryUrl: string, label: string): Promise<void> {
  const version = await declaredSharedVersion(entryUrl);
  if (version === null) {
    console.warn(
      `${label} does not declare the shared version it was built for; loading it anyway.`,
    );
    return;
  }
  if (!isCompatibleSharedVersion(version)) {
    const error = new IncompatibleRemoteError(label, version, PORTAL_SHARED_VERSION);
    console.error(`${error.message}: ${label} is not loaded.`);
    throw error;
  }
}
