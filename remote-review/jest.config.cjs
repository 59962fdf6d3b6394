const { createDomJestConfig } = require('../scripts/jest/base.cjs');

module.exports = createDomJestConfig(__dirname);
