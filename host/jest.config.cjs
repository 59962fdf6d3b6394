const path = require('node:path');
const { createDomJestConfig } = require('../scripts/jest/base.cjs');

const base = createDomJestConfig(__dirname);

module.exports = {
  ...base,
  // What webpack's DefinePlugin sets in a build (host/src/remotes/remote-contract.ts).
  globals: { __SHARED_CONTRACT_VERSION__: require('../shared/package.json').version },
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/test/setup-tests.ts')],
};
