const { createMfConfig } = require('../scripts/webpack/create-mf-config.cjs');

// Container name, dev port, exposed modules and production public path come from
// scripts/webpack/federation-contract.cjs (the federation contract of shared/README.md).
module.exports = createMfConfig({ packageDir: __dirname });
