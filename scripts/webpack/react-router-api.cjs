/**
 * The names the shared `react-router-dom` provides: read from the facade's export list (one
 * source of truth) for eslint.config.mjs, which allows importing only these.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROUTER_FACADE = path.join(__dirname, 'react-router-dom-shared.mjs');

const exportList = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(
  fs.readFileSync(ROUTER_FACADE, 'utf8'),
);
if (!exportList)
  throw new Error(`${ROUTER_FACADE} must hold one "export { ... } from 'react-router'"`);

/** @type {string[]} */
const ROUTER_API = exportList[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

module.exports = { ROUTER_FACADE, ROUTER_API };
