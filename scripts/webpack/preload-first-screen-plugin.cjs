/**
 * Adds `<link rel="preload" as="script">` to index.html for the first screen's vendor chunks
 * (split-chunks.cjs: React and the first screen's MUI, ~170 KB gzip of /login's ~215). Without
 * it they were requested only once main.js had downloaded and started the federation runtime,
 * one round trip later. The small chunks are left to the runtime: some shared modules have
 * fallback chunks the page never fetches, and a preload that is not used only costs.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FIRST_SCREEN_GROUPS } = require('./split-chunks.cjs');

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]} file names (relative to the output path)
 */
function firstScreenFiles(compilation) {
  const files = [];
  for (const chunk of compilation.chunks) {
    if (!chunk.name || !FIRST_SCREEN_GROUPS.includes(chunk.name)) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  }
  return files.sort();
}

class PreloadFirstScreenPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFirstScreenPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFirstScreenPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
          const preloads = firstScreenFiles(compilation).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${prefix}${file}`,
            }),
          );
          data.headTags.unshift(...preloads);
          return data;
        },
      );
    });
  }
}

module.exports = { PreloadFirstScreenPlugin, firstScreenFiles };
