/**
 * The Module Federation contract for the CommonJS build scripts. The contract itself is
 * shared/src/federation/contract.ts (one place for the host, the remotes, the server and these
 * scripts); this file compiles it with swc (the build's own compiler, already installed for
 * swc-loader) and hands out its values. That file has no runtime import, so compiling it on
 * its own is enough.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const CONTRACT_FILE = path.resolve(
  __dirname,
  '..',
  '..',
  'shared',
  'src',
  'federation',
  'contract.ts',
);

function loadContract() {
  const { code } = transformSync(fs.readFileSync(CONTRACT_FILE, 'utf8'), {
    filename: CONTRACT_FILE,
    swcrc: false,
    configFile: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const contract = new Module(CONTRACT_FILE, module);
  contract.filename = CONTRACT_FILE;
  contract.paths = Module._nodeModulePaths(path.dirname(CONTRACT_FILE));
  contract._compile(code, CONTRACT_FILE);
  return contract.exports;
}

const { FEDERATION, productionPublicPath, devRemotesJson, productionRemotesJson } = loadContract();

module.exports = {
  CONTRACT_FILE,
  HOST: FEDERATION.host,
  REMOTES: FEDERATION.remotes,
  DEV_API_TARGET: FEDERATION.devApiTarget,
  productionPublicPath,
  devRemotesJson,
  productionRemotesJson,
};
