const { createMfConfig } = require('../scripts/webpack/create-mf-config.cjs');

// Container name, dev port, exposed modules and production public path come from
// shared/src/federation/contract.ts (the federation contract), through scripts/webpack.
module.exports = createMfConfig({ packageDir: __dirname });
