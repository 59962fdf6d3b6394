#!/usr/bin/env node
/**
 * Deploys one remote on its own (README "Deploying a remote"):
 *
 *   npm run deploy:remote -- remote-tickets --to DIR            build DIR/remote-tickets/<version>/, point remotes.json at it
 *   npm run deploy:remote -- remote-tickets --to DIR --rollback  point back to the version deployed before the current one
 *   npm run deploy:remote -- remote-tickets --to DIR --use V     point at an already deployed version V
 *   npm run deploy:remote -- remote-tickets --to DIR --list      show the deployed versions
 *
 * Options: --remotes-json FILE (default DIR/remotes.json, the file the server's REMOTES_JSON names),
 * --base-url URL (where DIR is served, default /deployed/ = the server's REMOTES_DEPLOY_DIR mount),
 * --version V (folder name, default <package version>-<UTC timestamp>), --src DIR (build this copy
 * of the remote's folder instead of the repository's).
 * Version folders are never overwritten, so a page that loaded the previous version keeps finding
 * its chunks; the remotes JSON file is replaced atomically and read by the server on every request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTES, productionRemotesJson } = require('./webpack/federation-contract.cjs');

const USAGE =
  'usage: npm run deploy:remote -- <remote-dir> --to DIR [--rollback | --use VERSION | --list] [--remotes-json FILE] [--base-url URL] [--version V] [--src DIR]';

function fail(message) {
  console.error(`deploy:remote: ${message}`);
  process.exit(1);
}

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'remotes-json': { type: 'string' },
      'base-url': { type: 'string', default: '/deployed/' },
      version: { type: 'string' },
      src: { type: 'string' },
      rollback: { type: 'boolean', default: false },
      use: { type: 'string' },
      list: { type: 'boolean', default: false },
    },
  });
  const [which] = positionals;
  const remote = REMOTES.find((r) => r.dir === which || r.name === which);
  if (!remote)
    fail(
      `unknown remote '${which ?? ''}' (one of ${REMOTES.map((r) => r.dir).join(', ')})\n${USAGE}`,
    );
  if (!values.to) fail(`--to DIR is required\n${USAGE}`);
  const to = path.resolve(values.to);
  const baseUrl = values['base-url'].endsWith('/') ? values['base-url'] : `${values['base-url']}/`;
  return {
    remote,
    to,
    remotesJson: path.resolve(values['remotes-json'] ?? path.join(to, 'remotes.json')),
    baseUrl,
    version: values.version,
    src: path.resolve(values.src ?? path.join(ROOT, remote.dir)),
    rollback: values.rollback,
    use: values.use,
    list: values.list,
  };
}

/** Deploy history of one remote: every version in deploy order and the one remotes.json points at. */
const historyFile = (opts) => path.join(opts.to, opts.remote.dir, 'deployments.json');

function readHistory(opts) {
  const file = historyFile(opts);
  return fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8'))
    : { current: null, versions: [] };
}

function writeAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** Points the remotes JSON file's entry for this remote at `version` (other remotes untouched). */
function pointAt(opts, version) {
  const manifest = path.join(opts.to, opts.remote.dir, version, 'mf-manifest.json');
  if (!fs.existsSync(manifest))
    fail(`${opts.remote.dir} ${version} is not deployed in ${opts.to} (no ${manifest})`);
  const current = fs.existsSync(opts.remotesJson)
    ? JSON.parse(fs.readFileSync(opts.remotesJson, 'utf8'))
    : productionRemotesJson();
  const entry = {
    name: opts.remote.name,
    entry: `${opts.baseUrl}${opts.remote.dir}/${version}/mf-manifest.json`,
    version,
  };
  const others = (current.remotes ?? []).filter((r) => r.name !== opts.remote.name);
  const remotes = [...others, entry].sort(
    (a, b) =>
      REMOTES.findIndex((r) => r.name === a.name) - REMOTES.findIndex((r) => r.name === b.name),
  );
  writeAtomically(opts.remotesJson, { ...current, remotes });
  const history = readHistory(opts);
  writeAtomically(historyFile(opts), { ...history, current: version });
  console.log(`deploy:remote: ${opts.remote.dir} -> ${entry.entry} (in ${opts.remotesJson})`);
}

const timestamp = () =>
  new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '');

async function build(opts) {
  const pkg = JSON.parse(fs.readFileSync(path.join(opts.src, 'package.json'), 'utf8'));
  if (path.basename(opts.src) !== opts.remote.dir)
    fail(`--src must be a folder named ${opts.remote.dir}`);
  let version = opts.version ?? `${pkg.version}-${timestamp()}`;
  if (!/^[\w.+-]+$/.test(version))
    fail(`version '${version}' may only hold letters, digits, '.', '+', '-' and '_'`);
  const outDir = path.join(opts.to, opts.remote.dir, version);
  if (fs.existsSync(outDir)) {
    if (opts.version) fail(`${outDir} exists: versions are never overwritten`);
    let n = 2;
    while (fs.existsSync(`${outDir}-${n}`)) n += 1;
    version = `${version}-${n}`;
  }
  const target = path.join(opts.to, opts.remote.dir, version);
  // Its own persistent cache name: a deploy never races `npm run build` on the same pack.
  process.env.MF_CACHE_SUFFIX = 'deploy';
  const { default: webpack } = await import('webpack');
  const { createMfConfig } = require('./webpack/create-mf-config.cjs');
  const config = createMfConfig({ packageDir: opts.src })(undefined, { mode: 'production' });
  config.output = {
    ...config.output,
    path: target,
    publicPath: `${opts.baseUrl}${opts.remote.dir}/${version}/`,
  };
  console.log(`deploy:remote: building ${opts.remote.dir} from ${opts.src} into ${target}`);
  await new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      const done = () =>
        stats?.hasErrors() ? reject(new Error(stats.toString('errors-only'))) : resolve(undefined);
      // Closing writes the persistent cache; the next deploy builds warm.
      return stats?.compilation.compiler.close(() => done()) ?? done();
    });
  }).catch((error) => {
    fs.rmSync(target, { recursive: true, force: true });
    fail(`build failed:\n${error instanceof Error ? error.message : String(error)}`);
  });
  const history = readHistory(opts);
  writeAtomically(historyFile(opts), { ...history, versions: [...history.versions, version] });
  return version;
}

async function main() {
  const opts = options();
  const history = readHistory(opts);
  if (opts.list) {
    for (const v of history.versions) console.log(`${v === history.current ? '*' : ' '} ${v}`);
    return;
  }
  if (opts.use) return pointAt(opts, opts.use);
  if (opts.rollback) {
    // Before the current version; from a version given with --use, back to the last deployed one.
    const current = history.versions.indexOf(history.current);
    const at = current === -1 ? history.versions.length : current;
    if (at <= 0)
      fail(
        `${opts.remote.dir} has no version deployed before ${history.current ?? '(none)'} in ${opts.to}`,
      );
    return pointAt(opts, history.versions[at - 1]);
  }
  pointAt(opts, await build(opts));
}

await main();
