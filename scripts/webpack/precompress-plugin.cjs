/**
 * Writes `<file>.br` and `<file>.gz` next to every JS, CSS, HTML and SVG asset, so the server
 * sends compressed bytes without compressing on each request (@fastify/static `preCompressed`,
 * server/src/plugins/app/static.ts). The results are kept in webpack's persistent cache, so a warm
 * rebuild does not compress again. Brotli quality 10, not 11: on the ~460 assets of the four
 * packages (7.9 MB) quality 11 took 16.3 s of CPU for 2,283 KB, quality 10 6.3 s for 2,324 KB
 * (+1.8 %); a cold build on 2 cores saves ~5 s of wall time (issue 9: cold build <= 90 s).
 */
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:m?js|css|html|svg)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;
/** A variant that does not save at least this share is not worth serving. */
const MAX_RATIO = 0.9;

const BROTLI_QUALITY = 10;

const VARIANTS = [
  {
    extension: '.br',
    compress: (buffer) =>
      brotli(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (buffer) => gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = [];
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || source.size() < MIN_BYTES) continue;
            const etag = cache.getLazyHashedEtag(source);
            for (const variant of VARIANTS) {
              const target = name + variant.extension;
              if (compilation.getAsset(target)) continue;
              jobs.push(
                cache
                  .providePromise(`${target}`, etag, async () => {
                    const original = source.buffer();
                    const compressed = await variant.compress(original);
                    return compressed.length <= original.length * MAX_RATIO
                      ? new sources.RawSource(compressed)
                      : null;
                  })
                  .then((compressed) => {
                    if (compressed)
                      compilation.emitAsset(target, compressed, {
                        compressed: true,
                        immutable: false,
                      });
                  }),
              );
            }
          }
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
