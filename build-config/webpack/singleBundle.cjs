// The single-bundle build of the site (`pnpm build:single`, i.e. SOUQ_BUNDLE=single on the shell's build): the same
// pages as the composed site, with every remote compiled into the shell and no Module Federation at run time, so
// that `pnpm compare:mfe` can measure what composing at run time costs. It is derived from the shell's composed
// configuration (same loaders, plugins, HTML and optimisation), changed only where federation is involved:
//   - no ModuleFederationPlugin: no container, no share scope, no federation runtime, no /remotes.json;
//   - the entry is the shell's bootstrap itself (`index.ts` only adds the async boundary in which federation
//     negotiates the shared singletons);
//   - the shell's remote loading (`lib/remotes/federation.ts`) is replaced by `federation.single.ts`, which
//     loads each exposed module with a dynamic import of the name it has in the federation ("property/app"),
//     resolved here to the remote's exposed source file. Each remote page stays a lazily loaded chunk.
// The output goes to `dist-single/`, never over the composed build.
const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '../..');
const REMOTE_APPS = {
  auth: 'mfe-auth',
  property: 'mfe-property',
  auto: 'mfe-auto',
  account: 'mfe-account',
  admin: 'mfe-admin',
};
const FEDERATION_MODULE = path.join('src', 'lib', 'remotes', 'federation.ts');
const SINGLE_LOADER_MODULE = path.join('src', 'lib', 'remotes', 'federation.single.ts');

/** SOUQ_BUNDLE: 'composed' (the default, Module Federation) or 'single' (every remote compiled into the shell). */
function bundleMode(env = process.env) {
  const mode = env.SOUQ_BUNDLE || 'composed';
  if (mode !== 'composed' && mode !== 'single')
    throw new Error(`SOUQ_BUNDLE must be "composed" or "single", got "${mode}"`);
  return mode;
}

/** The modules a remote exposes ('./app' → './src/app/lifecycles.tsx'), from its own webpack configuration. */
function exposesOf(appDir) {
  const config = require(path.join(appDir, 'webpack.config.js'))(undefined, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  const exposes = federation && federation._options && federation._options.exposes;
  if (!exposes || Object.keys(exposes).length === 0)
    throw new Error(`no exposed modules in ${appDir}/webpack.config.js`);
  return exposes;
}

/**
 * Webpack aliases from each exposed module's federation name to its source file:
 * { 'property/app$': '/…/mfe-property/src/app/lifecycles.tsx', … }.
 * @param {Record<string, string>} remoteDirs remote name → the remote app's directory
 * @param {(dir: string) => Record<string, string>} readExposes
 */
function exposedModuleAliases(remoteDirs, readExposes = exposesOf) {
  const aliases = {};
  for (const [remote, dir] of Object.entries(remoteDirs)) {
    for (const [key, file] of Object.entries(readExposes(dir))) {
      const exposed = key.replace(/^\.\//, '');
      aliases[`${remote}/${exposed}$`] = path.resolve(dir, file);
    }
  }
  return aliases;
}

/** The federation names the single-bundle loader imports (`import('property/app')`), read from its source. */
function importedModuleIds(source) {
  return [...source.matchAll(/import\(\s*'([a-z]+\/[A-Za-z0-9_-]+)'\s*\)/g)].map((match) => match[1]);
}

/** The loader must import exactly the exposed modules: a page left out would be missing, an extra one would not build. */
function checkLoaderCoversExposes(loaderSource, aliases) {
  const imported = new Set(importedModuleIds(loaderSource));
  const exposed = new Set(Object.keys(aliases).map((alias) => alias.replace(/\$$/, '')));
  const missing = [...exposed].filter((id) => !imported.has(id));
  const unknown = [...imported].filter((id) => !exposed.has(id));
  if (missing.length || unknown.length) {
    throw new Error(
      `${SINGLE_LOADER_MODULE} must import every exposed module and nothing else` +
        (missing.length ? `; missing: ${missing.join(', ')}` : '') +
        (unknown.length ? `; not exposed by any remote: ${unknown.join(', ')}` : ''),
    );
  }
}

/**
 * Turns the shell's composed webpack configuration into the single-bundle one.
 * @param {object} config the shell's webpack configuration as createAppConfig made it
 * @param {{ dir: string, webpack: object }} options the shell's directory and its own webpack (the module)
 */
function toSingleBundle(config, { dir, webpack }) {
  const remoteDirs = Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([remote, app]) => [remote, path.join(ROOT, app)]),
  );
  const aliases = exposedModuleAliases(remoteDirs);
  const loaderFile = path.join(dir, SINGLE_LOADER_MODULE);
  checkLoaderCoversExposes(fs.readFileSync(loaderFile, 'utf8'), aliases);
  const federationFile = path.join(dir, FEDERATION_MODULE);

  const rules = config.module.rules.map((rule) =>
    // The remotes' sources go through the same compiler settings as the shell's own.
    rule.use && rule.use.loader === 'swc-loader'
      ? {
          ...rule,
          include: [...rule.include, ...Object.values(remoteDirs).map((remoteDir) => path.join(remoteDir, 'src'))],
        }
      : rule,
  );
  return {
    ...config,
    entry: { main: './src/bootstrap.tsx' },
    output: {
      ...config.output,
      path: process.env.SOUQ_OUT_DIR ? path.resolve(process.env.SOUQ_OUT_DIR) : path.join(dir, 'dist-single'),
      uniqueName: 'souq-single',
    },
    resolve: { ...config.resolve, alias: { ...(config.resolve && config.resolve.alias), ...aliases } },
    module: { ...config.module, rules },
    plugins: [
      ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
      // Replaces the resolved file (whatever the import's spelling) by the loader without federation.
      new webpack.NormalModuleReplacementPlugin(new RegExp(`${escapeRegExp(federationFile)}$`), loaderFile),
    ],
  };
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

module.exports = {
  bundleMode,
  toSingleBundle,
  exposedModuleAliases,
  importedModuleIds,
  checkLoaderCoversExposes,
  REMOTE_APPS,
};
