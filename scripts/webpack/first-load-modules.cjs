/**
 * Which "load" needs each module of a container. The entry's load is everything reachable from
 * the entry through static imports, through the `import('./bootstrap')` boundary of the entry
 * module itself, and through the fallbacks of consumed shared modules (the runtime fetches those
 * before the importing chunk runs). Every other `import()` (the signed-in shell, the table
 * implementation, xlsx, ...) starts a load of its own, named after its chunk name or file.
 * Split chunk groups use it to keep what the first screen needs apart from what comes later.
 */
const path = require('node:path');
const { AsyncDependenciesBlock } = require('webpack');

const CONSUME_SHARED = 'consume-shared-module';
/** The load of the entry itself. */
const ENTRY_LOAD = 'entry';

/** @type {WeakMap<import('webpack').ModuleGraph, import('webpack').Compilation>} */
const compilations = new WeakMap();
/** @type {WeakMap<import('webpack').ModuleGraph, Map<import('webpack').Module, Set<string>>>} */
const cache = new WeakMap();

/** Lets `loadsOf` find the compilation from a split chunks `test` (which only gets the graphs). */
class FirstLoadModulesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadModulesPlugin', (compilation) => {
      compilations.set(compilation.moduleGraph, compilation);
    });
  }
}

/** @param {AsyncDependenciesBlock} block @param {import('webpack').ModuleGraph} moduleGraph */
function loadName(block, moduleGraph) {
  if (block.groupOptions && block.groupOptions.name) return block.groupOptions.name;
  for (const dependency of block.dependencies) {
    const module = moduleGraph.getModule(dependency);
    const resource = module && 'resource' in module ? module.resource : '';
    if (resource) return path.basename(resource).replace(/\.[^.]+$/, '');
  }
  return 'lazy';
}

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<import('webpack').Module, Set<string>>} module -> names of the loads that need it
 */
function computeLoads(compilation) {
  const { moduleGraph } = compilation;
  /** @type {Map<import('webpack').Module, Set<string>>} */
  const loads = new Map();
  /** @type {[string, import('webpack').Module[]][]} */
  const pending = [];
  const startedBlocks = new Set();

  const entryModules = new Set();
  for (const entry of compilation.entries.values()) {
    // `includeDependencies` are the provided shared modules: loaded on demand, by someone else.
    for (const dependency of entry.dependencies) {
      const module = moduleGraph.getModule(dependency);
      if (module) entryModules.add(module);
    }
  }
  pending.push([ENTRY_LOAD, [...entryModules]]);

  while (pending.length > 0) {
    const [name, starts] = /** @type {[string, import('webpack').Module[]]} */ (pending.shift());
    const seen = new Set(starts);
    const queue = [...starts];
    while (queue.length > 0) {
      const module = /** @type {import('webpack').Module} */ (queue.pop());
      const names = loads.get(module) ?? new Set();
      names.add(name);
      loads.set(module, names);
      const crossesBlocks =
        (name === ENTRY_LOAD && entryModules.has(module)) || module.type === CONSUME_SHARED;
      for (const connection of moduleGraph.getOutgoingConnections(module)) {
        const target = connection.module;
        if (!target || seen.has(target) || !connection.dependency) continue;
        const block = moduleGraph.getParentBlock(connection.dependency);
        if (block instanceof AsyncDependenciesBlock && !crossesBlocks) {
          if (!startedBlocks.has(block)) {
            startedBlocks.add(block);
            const targets = block.dependencies.map((d) => moduleGraph.getModule(d)).filter(Boolean);
            pending.push([loadName(block, moduleGraph), targets]);
          }
          continue;
        }
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return loads;
}

/**
 * Names of the loads that need `module` (computed once per compilation); empty if none does.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @returns {Set<string>}
 */
function loadsOf(module, moduleGraph) {
  let loads = cache.get(moduleGraph);
  if (!loads) {
    const compilation = compilations.get(moduleGraph);
    if (!compilation)
      throw new Error('loadsOf needs FirstLoadModulesPlugin in the webpack plugins');
    loads = computeLoads(compilation);
    cache.set(moduleGraph, loads);
  }
  return loads.get(module) ?? new Set();
}

module.exports = { ENTRY_LOAD, FirstLoadModulesPlugin, loadsOf };
