// knip: files, exports and dependencies nothing uses. Entry points come from the tools knip knows (package scripts,
// webpack's `entry`, Jest's tests and set-up files); the ones only this workspace knows are added below.
const path = require('node:path');

const REMOTES = ['mfe-auth', 'mfe-property', 'mfe-auto', 'mfe-account'];

/**
 * The modules a remote exposes to the federation, read from its webpack configuration: the shell loads them by
 * name (`loadRemote('property/app')`), so no import leads to them.
 */
function exposedModules(app) {
  const config = require(path.join(__dirname, app, 'webpack.config.js'))(undefined, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  const exposes = federation?._options?.exposes;
  if (!exposes || Object.keys(exposes).length === 0) throw new Error(`knip.config.js: no exposed modules found for ${app}`);
  return Object.values(exposes);
}

// Each app lists the federation singletons of scripts/webpack/createAppConfig.cjs: its build provides them to the
// page (and the `*_SHARE` experiments share antd, its icons and the router), whether or not its own code imports them.
const FEDERATION_SHARED = [
  'react',
  'react-dom',
  'zustand',
  'axios',
  'i18next',
  'react-i18next',
  'single-spa',
  'single-spa-react',
  'react-toastify',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  '@module-federation/enhanced',
];

const app = (entries = []) => ({
  entry: entries,
  project: ['src/**/*.{ts,tsx}'],
  ignoreDependencies: FEDERATION_SHARED,
});

module.exports = {
  // A module may export what it uses itself (tests and other modules may need it tomorrow); unused elsewhere
  // is not dead.
  ignoreExportsUsedInFile: true,
  // `pnpm remotes` is the workspace's own script, not a binary.
  ignoreBinaries: ['remotes'],
  // Pages export their component by name for tests and as the default for React.lazy; `sessionStore` is
  // `useSession` under the name that reads right outside React.
  exclude: ['duplicates'],
  ignoreIssues: {
    // Used through the module object that the first toast loads (`const { ToastContainer } = toastify`).
    'shared/src/toast/toastify.ts': ['exports'],
  },
  workspaces: {
    shell: app(),
    ...Object.fromEntries(REMOTES.map((remote) => [remote, app(exposedModules(remote))])),
    shared: {
      // Its entries are the `exports` of its package.json.
      project: ['src/**/*.{ts,tsx}'],
      // createAppConfig.cjs falls back to these copies when an app without them shares the router or antd's icons
      // (SOUQ_ROUTER_SHARE, SOUQ_ANTD_SHARE).
      ignoreDependencies: ['react-router-dom', '@ant-design/icons'],
    },
    api: { project: ['src/**/*.ts', 'test-support/**'] },
    scripts: {
      entry: ['src/**/*.test.ts', 'jest/*.cjs', 'webpack/*.cjs'],
      project: ['src/**/*.ts', 'jest/*.cjs', 'webpack/*.cjs'],
    },
    e2e: { entry: ['src/*.e2e.ts'], project: ['src/**/*.ts'] },
  },
};
