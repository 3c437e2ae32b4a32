// One webpack configuration for the shell and the five remotes, so that every app negotiates the same
// shared singletons with the same rules. Each app's webpack.config.js calls this with its own name,
// port and exposed modules.
const path = require('node:path');
const fs = require('node:fs');
const { bundleMode, toSingleBundle } = require('./singleBundle.cjs');
const { initialChunkPreloads } = require('./initialChunkPreloads.cjs');

const SHARED_PACKAGE_DIR = path.resolve(__dirname, '../../shared');
const SHARED_SOURCE_DIR = path.join(SHARED_PACKAGE_DIR, 'src');

/**
 * The node_modules folders of the shared libraries every page needs before its first paint, and of what they import.
 * Written out rather than taken from sharedModules: react-toastify is shared too but loads on first use, and must not
 * join the file every page loads.
 */
const SHARED_LIBRARY_FILES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|axios|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|single-spa|zustand)[\\/]/;

/**
 * The styles of the first screen the site server writes into the shell's page (the page frame and the loading
 * skeletons; scripts/src/site/first-screen.ts), placed in the page's head so it is laid out before any script has
 * loaded. The same files are imported by the apps, so the app draws its page with the same rules. Minified by
 * esbuild's CSS minifier (no target: nothing is rewritten for older browsers, as the apps' own CSS is not).
 */
const FIRST_SCREEN_STYLES = [
  path.join(SHARED_SOURCE_DIR, 'ui/skeleton.css'),
  path.resolve(__dirname, '../../shell/src/features/layout/frame.css'),
];

function firstScreenStyles(transformSync) {
  const css = FIRST_SCREEN_STYLES.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  return transformSync(css, { loader: 'css', minify: true }).code.trim();
}

const DEV_REMOTE_PORTS = { auth: 3001, property: 3002, auto: 3003, account: 3004, admin: 3005 };

/**
 * The shell's static files beside its page (icons, web app manifests): every file of public/ but the page
 * template, copied as it is into the build.
 */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SouqPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SouqPublicFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            if (name === 'index.html' || !fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** Installed version of a dependency as seen from the app's directory ("catalog:" ranges are not semver). */
function installedVersion(dir, pkg) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [dir, SHARED_PACKAGE_DIR] });
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

function singleton(dir, pkg, versionOf = pkg) {
  const version = installedVersion(dir, versionOf);
  return { singleton: true, version, requiredVersion: `^${version}` };
}

/** Shared modules: one instance of each on the page, whichever app loads first provides it. */
function sharedModules(dir) {
  const sharedVersion = JSON.parse(fs.readFileSync(path.join(SHARED_PACKAGE_DIR, 'package.json'), 'utf8')).version;
  const modules = {
    react: singleton(dir, 'react'),
    'react/jsx-runtime': singleton(dir, 'react/jsx-runtime', 'react'),
    'react-dom': singleton(dir, 'react-dom'),
    'react-dom/client': singleton(dir, 'react-dom/client', 'react-dom'),
    zustand: singleton(dir, 'zustand'),
    'zustand/middleware': singleton(dir, 'zustand/middleware', 'zustand'),
    'zustand/vanilla': singleton(dir, 'zustand/vanilla', 'zustand'),
    axios: singleton(dir, 'axios'),
    i18next: singleton(dir, 'i18next'),
    'react-i18next': singleton(dir, 'react-i18next'),
    'single-spa': singleton(dir, 'single-spa'),
    'react-toastify': singleton(dir, 'react-toastify'),
    '@souq/shared': {
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion}`,
    },
  };
  // react-router-dom is not shared: as a singleton the whole package (~61 KB gzip) loads on every page,
  // while each app's tree-shaken copy is ~13 KB, and every app has its own <BrowserRouter> anyway (single-spa
  // keeps them in step through history events). SOUQ_ROUTER_SHARE=singleton measures the other way.
  if (process.env.SOUQ_ROUTER_SHARE === 'singleton') modules['react-router-dom'] = singleton(dir, 'react-router-dom');
  // antd: a whole-library singleton cannot be tree-shaken, so whether to share it is a measured choice.
  const antdShare = process.env.SOUQ_ANTD_SHARE || 'none';
  if (antdShare === 'singleton') {
    modules.antd = singleton(dir, 'antd');
    modules['@ant-design/icons'] = singleton(dir, '@ant-design/icons');
  } else if (antdShare !== 'none') {
    throw new Error(`SOUQ_ANTD_SHARE must be "singleton" or "none", got "${antdShare}"`);
  }
  return modules;
}

/**
 * The shell carries one copy of the federation runtime core. The plugin that publishes the core for the remotes
 * (provideExternalRuntime) `require`s runtime-tools/runtime-core and so got the CommonJS build, while the runtime the
 * shell itself runs imports the ES build: both builds were on every page (~24 KB gzip more to download and evaluate).
 * Resolving that one request as an ES import makes them one module.
 */
const RUNTIME_CORE_REQUEST = /^@module-federation\/runtime-tools\/runtime-core$/;
class OneFederationRuntimeCore {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('OneFederationRuntimeCore', (factory) => {
      factory.hooks.beforeResolve.tap('OneFederationRuntimeCore', (data) => {
        if (RUNTIME_CORE_REQUEST.test(data.request)) data.dependencyType = 'esm';
      });
    });
  }
}

function devRemotesDocument() {
  const remotes = {};
  for (const [name, port] of Object.entries(DEV_REMOTE_PORTS)) {
    remotes[name] = {
      current: { version: 'dev', manifest: `http://localhost:${port}/mf-manifest.json` },
      previous: null,
      canary: null,
      history: [],
    };
  }
  return { schemaVersion: 1, remotes };
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, isHost?: boolean }} options
 */
module.exports = function createAppConfig({ name, dir, port, exposes = {}, isHost = false }) {
  // The app's own build tools (its devDependencies), so the compiler and the plugins come from one copy of webpack.
  const fromApp = (request) => require(require.resolve(request, { paths: [dir] }));
  const webpack = fromApp('webpack');
  const HtmlWebpackPlugin = fromApp('html-webpack-plugin');
  const { ModuleFederationPlugin } = fromApp('@module-federation/enhanced/webpack');
  const { transformSync } = fromApp('esbuild');
  const { DefinePlugin } = webpack;
  return (_env, argv = {}) => {
    const config = createComposedConfig(argv);
    // SOUQ_BUNDLE=single (`pnpm build:single`): the shell with every remote compiled in, see singleBundle.cjs.
    return isHost && bundleMode() === 'single' ? toSingleBundle(config, { dir, webpack }) : config;
  };

  function createComposedConfig(argv) {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProduction = mode === 'production';

    const federation = {
      name,
      dts: false,
      manifest: true,
      shareStrategy: 'loaded-first',
      shared: sharedModules(dir),
    };
    if (isHost) {
      // Remotes are registered at run time from /remotes.json: no remote URL is compiled into the shell.
      federation.remotes = {};
      // The shell publishes its federation runtime core on the page (globalThis._FEDERATION_RUNTIME_CORE)
      // so that production remotes use it instead of each shipping a copy in its remoteEntry.js.
      federation.experiments = { provideExternalRuntime: true };
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = exposes;
      federation.experiments = isProduction
        ? // Production remotes only ever run inside the shell, which provides the runtime core.
          { externalRuntime: true }
        : // The standalone development harness has no shell: it keeps a runtime of its own. A remote never
          // loads other remotes itself, so the remote-loading and manifest snapshot code stays out.
          { optimization: { disableRemote: true, disableSnapshot: true } };
    }

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        // SOUQ_OUT_DIR builds elsewhere (e.g. a second version of a remote to publish beside the first).
        path: process.env.SOUQ_OUT_DIR ? path.resolve(process.env.SOUQ_OUT_DIR) : path.join(dir, 'dist'),
        // The federation runtime needs stable entry names; content hashes go on chunks only.
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            include: [path.join(dir, 'src'), SHARED_SOURCE_DIR],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpe?g|gif|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        ...(isHost ? [new OneFederationRuntimeCore()] : []),
        // A label that tells builds apart on the page (data-build on a remote's root); empty by default.
        new DefinePlugin({ __SOUQ_BUILD_LABEL__: JSON.stringify(process.env.SOUQ_BUILD_LABEL || '') }),
        new HtmlWebpackPlugin({
          // The shell's own page; a remote's page of its own (the harness) is the same for every remote but its title.
          ...(isHost
            ? {
                template: path.join(dir, 'public/index.html'),
                templateParameters: { firstScreenStyles: firstScreenStyles(transformSync) },
              }
            : { template: path.join(__dirname, 'remote-page.html'), title: `mfe-${name}` }),
          // Only the app's own entry: a remote's page must not also load its federation container script.
          chunks: ['main'],
          // Pages are served from the server root (deep links such as /property/map included); a remote's
          // chunks still resolve from wherever its entry script was loaded ('auto').
          publicPath: '/',
        }),
        // The shell's page names the chunks of its first render, so they download alongside main.js; the shell's
        // own pages (and the home page among them) are hinted by the site server on their addresses.
        ...(isHost && isProduction
          ? [initialChunkPreloads({ HtmlWebpackPlugin, routeGroups: ['shell-pages', 'home'] })]
          : []),
        ...(isHost ? [new PublicFilesPlugin(path.join(dir, 'public'))] : []),
      ],
      optimization: {
        minimize: isProduction,
        // The shell provides the shared libraries to every app, and every page needs them before its first paint:
        // as one file instead of one per library (eleven), a phone on a slow link makes 9 requests fewer, each a
        // round trip on a busy connection, and the file compresses better than the parts. They are fetched together
        // anyway, so nothing loads that a page did not load before.
        ...(isHost && isProduction
          ? {
              splitChunks: {
                cacheGroups: {
                  sharedLibraries: {
                    test: SHARED_LIBRARY_FILES,
                    name: 'shared-libraries',
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { runtimeErrors: false } },
        ...(isHost
          ? {
              proxy: [{ context: ['/api'], target: 'http://localhost:4000' }],
              setupMiddlewares(middlewares) {
                // Development registry: every remote from its own dev server.
                middlewares.unshift({
                  name: 'souq-dev-remotes',
                  path: '/remotes.json',
                  middleware(_req, res) {
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-cache');
                    res.end(JSON.stringify(devRemotesDocument(), null, 2));
                  },
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
  }
};

module.exports.DEV_REMOTE_PORTS = DEV_REMOTE_PORTS;
