const path = require('node:path');
const { createDomJestConfig } = require('../scripts/jest/base.cjs');

const base = createDomJestConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/test/setup-tests.ts')],
};
