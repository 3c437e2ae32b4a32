// Preload hints for the chunks the shell's first render needs. The entry (main.js) only imports its bootstrap
// behind an async boundary, and each shared library arrives through Module Federation's consume step once the
// chunk that uses it has run; left alone the browser finds these chunks in three or four waves, each one waiting
// for the previous. The hints, written into index.html, let it fetch them all while main.js downloads.

const NAME = 'SouqInitialChunkPreloads';

/**
 * The chunks loaded before the first render: the chunk groups of the entry's dynamic imports (the bootstrap)
 * and, repeatedly, the chunks of every shared module consumed by a chunk already in the set, as this build
 * provides it (the host's copy is the one in use at start-up). Dynamic imports inside the application (pages,
 * dialogs) are not followed: they load when used.
 */
function initialChunkFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryChunks = new Set(entry.chunks);
  const seen = new Set();
  const queue = [];
  const addBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!group) continue;
      for (const chunk of group.chunks) {
        if (entryChunks.has(chunk) || seen.has(chunk)) continue;
        seen.add(chunk);
        queue.push(chunk);
      }
    }
  };
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && typeof module._name === 'string') providers.set(module._name, module);
  }
  // Without federation (the single-bundle build) the entry is the bootstrap itself, its first chunks are already in
  // the page, and its dynamic imports are the pages: nothing to preload.
  if (providers.size === 0) return [];
  for (const chunk of entryChunks) for (const module of chunkGraph.getChunkModulesIterable(chunk)) addBlocks(module);
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') addBlocks(providers.get(module.options.shareKey) ?? module);
    }
  }
  const files = [];
  for (const chunk of seen)
    for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
  return files;
}

/** The files of named chunk groups (webpackChunkName), without those every page loads anyway. */
function namedGroupFiles(compilation, names, initial) {
  const groups = {};
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) continue;
    const files = [];
    for (const chunk of group.chunks)
      for (const file of chunk.files)
        if (file.endsWith('.js') && !initial.includes(file) && !files.includes(file)) files.push(file);
    groups[name] = files;
  }
  return groups;
}

/**
 * A plugin adding `<link rel="preload" as="script">` for those chunks to the page HtmlWebpackPlugin writes, and
 * `chunk-groups.json`: the files of the named groups in `routeGroups`, which the site server hints on the
 * addresses that open with them (scripts/src/site/shell-page.ts). `HtmlWebpackPlugin` is the app's own, whose hooks
 * write its page.
 */
function initialChunkPreloads({ HtmlWebpackPlugin, entryName = 'main', publicPath = '/', routeGroups = [] }) {
  return {
    apply(compiler) {
      const { sources, Compilation } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
          const groups = namedGroupFiles(compilation, routeGroups, initialChunkFiles(compilation, entryName));
          compilation.emitAsset('chunk-groups.json', new sources.RawSource(JSON.stringify(groups)));
        });
      });
      compiler.hooks.compilation.tap(NAME, (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
          const links = initialChunkFiles(compilation, entryName).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: publicPath + file, as: 'script' }),
          );
          data.headTags.push(...links);
          return data;
        });
      });
    },
  };
}

module.exports = { initialChunkPreloads, initialChunkFiles };
