import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from './processes.mjs';

export const CONTAINERS = [
  'host',
  'remote-tickets',
  'remote-patents',
  'remote-account',
  'remote-office',
  'remote-review',
];

/** Content markers: strings that survive minification inside each library. */
export const MARKERS = {
  'material-react-table': 'mrt-row-',
  xlsx: 'SheetJS',
  'MF runtime': 'Federation Runtime',
};

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;
export const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** Which container a URL path belongs to: /remotes/<dir>/… or /deployed/<dir>/… else the host. */
export function containerOf(urlPath) {
  const match = /^\/(?:remotes|deployed)\/([^/]+)\//.exec(urlPath);
  return match ? match[1] : 'host';
}

export const missingBuilds = () =>
  CONTAINERS.filter(
    (c) =>
      !fs.existsSync(
        path.join(REPO_ROOT, c, 'dist', c === 'host' ? 'index.html' : 'remoteEntry.js'),
      ),
  );

/** `container/file` → shared package names that file provides (from each mf-manifest.json). */
export function sharedProviders() {
  const providers = new Map();
  for (const container of CONTAINERS) {
    const file = path.join(REPO_ROOT, container, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const shared of manifest.shared ?? []) {
      if (!shared.singleton) continue;
      for (const asset of [
        ...(shared.assets?.js?.sync ?? []),
        ...(shared.assets?.js?.async ?? []),
      ]) {
        const key = `${container}/${asset}`;
        providers.set(key, [...(providers.get(key) ?? []), shared.name]);
      }
    }
  }
  return providers;
}

/** Shared singletons whose provider chunks were downloaded from two or more containers. */
export function duplicatedSingletons(files) {
  const providers = sharedProviders();
  const seen = new Map();
  for (const f of files) {
    for (const name of providers.get(`${f.container}/${path.basename(f.path)}`) ?? []) {
      seen.set(name, new Set([...(seen.get(name) ?? []), f.container]));
    }
  }
  return [...seen.entries()]
    .filter(([, containers]) => containers.size > 1)
    .map(([name, containers]) => `${name} (${[...containers].join(', ')})`);
}

/** Raw and gzip size of each container's remoteEntry.js (host: none). */
export function remoteEntrySizes() {
  return CONTAINERS.filter((c) => c !== 'host').map((c) => {
    const buffer = fs.readFileSync(path.join(REPO_ROOT, c, 'dist', 'remoteEntry.js'));
    return {
      container: c,
      raw: buffer.length,
      gzip: gzipSize(buffer),
      hasRuntime: buffer.includes(MARKERS['MF runtime']),
    };
  });
}
