/**
 * The `shared` contract version a remote is built against, written into its `mf-manifest.json`
 * as `metaData.sharedContract` (the host checks the major before loading the remote).
 */
const { readInstalledPackage } = require('./shared-singletons.cjs');

const SHARED_PACKAGE = '@inventor-portal/shared';

/** Version of @inventor-portal/shared as installed for the package in `packageDir`. */
const sharedContractVersion = (packageDir) =>
  readInstalledPackage(SHARED_PACKAGE, packageDir).version;

/**
 * ModuleFederationPlugin `manifest` option that adds the declaration to the stats (and so to
 * the manifest's metaData).
 * @param {string} packageDir
 */
function sharedContractManifest(packageDir) {
  const version = sharedContractVersion(packageDir);
  return {
    additionalData: ({ stats }) => {
      stats.metaData = { ...stats.metaData, sharedContract: { name: SHARED_PACKAGE, version } };
      return stats;
    },
  };
}

module.exports = { SHARED_PACKAGE, sharedContractVersion, sharedContractManifest };
