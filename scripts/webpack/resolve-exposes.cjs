/**
 * Maps the contract's exposed module names to files in `src/exposes/`: `TicketsRoutes` is
 * served from `tickets-routes.tsx` (kebab-case, house style) or `TicketsRoutes.tsx`.
 */
const fs = require('node:fs');
const path = require('node:path');

const normalise = (name) => name.replace(/[-_]/g, '').toLowerCase();
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * @param {string} packageDir
 * @param {string[]} names exposed module names (without `./`)
 * @returns {Record<string, string>} webpack `exposes` object
 */
function resolveExposes(packageDir, names) {
  const dir = path.join(packageDir, 'src', 'exposes');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const name of names) {
    const file = files.find(
      (f) => /\.tsx?$/.test(f) && normalise(f.replace(/\.tsx?$/, '')) === normalise(name),
    );
    if (!file) {
      throw new Error(
        `${path.basename(packageDir)}: exposed module '${name}' needs src/exposes/${kebab(name)}.tsx (found: ${files.join(', ') || 'nothing'})`,
      );
    }
    exposes[`./${name}`] = `./src/exposes/${file}`;
  }
  return exposes;
}

module.exports = { resolveExposes };
