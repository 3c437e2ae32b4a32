// One lint for the whole workspace. Its job is to keep the architecture true (which package may import which, no
// import cycles) plus a few correctness rules; layout is Prettier's (`pnpm format`), which `pnpm lint` checks first.
// Boundaries are checked twice: by resolved file (catches `../../shell/src/x`, `import()` and package imports that
// resolve) and by specifier (catches a package name even where the importer doesn't depend on it, so it can't resolve).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const reactHooks = require('eslint-plugin-react-hooks');
const comments = require('@eslint-community/eslint-plugin-eslint-comments');
const globals = require('globals');

const ROOT = __dirname;
const REMOTES = ['mfe-auth', 'mfe-property', 'mfe-auto', 'mfe-account', 'mfe-admin'];
const FRONTENDS = ['shell', ...REMOTES];
const TOOLING = ['build-config', 'scripts', 'e2e'];
const dirs = (names) => names.map((name) => `./${name}`);

const FEDERATION = 'only through Module Federation (`loadRemote("property/…")`), never by import';
const MESSAGES = {
  shared: '@souq/shared never imports an app: every app builds on it, so it is the bottom layer.',
  remote: `A remote reaches other remotes and the shell ${FEDERATION}.`,
  shell: `The shell composes the remotes at run time, ${FEDERATION}.`,
  browser: 'Browser code never imports the API or the tooling: it talks to the API over HTTP.',
  api: 'The API imports nothing from the frontends, @souq/shared (browser code: React, i18n, axios) or the tooling.',
  registry:
    '@souq/remote-registry (the remotes registry and where it is published) imports no app: the API and the tooling build on it.',
  nodeOnly:
    '@souq/remote-registry is Node code (files, signed requests to a bucket): browser code reads /remotes.json over HTTP.',
  buildConfig:
    '@souq/build-config (how the apps are built and tested) imports no package of the workspace: the apps, @souq/shared and the tooling build on it.',
  scripts:
    'The tooling imports no app: what it shares with them lives below both, in @souq/shared (routes, texts) or @souq/build-config (build and test settings).',
  feature:
    "A feature imports only its own files and the app's shared folders (components/, hooks/, lib/, i18n/, testing/): what two features use moves there, and app/ composes the features.",
  sharedFolder:
    "An app's shared folders (components/, hooks/, lib/, i18n/, testing/) import no feature and not app/: the features build on them.",
};

/** Inside an app, the folders every feature may use; app/ (and the harness) compose the features. */
const SHARED_FOLDERS = ['components', 'hooks', 'lib', 'i18n', 'testing', 'test'];

/** The feature folders of an app, read from disk so that a new feature is covered without editing this file. */
function features(app) {
  const dir = path.join(ROOT, app, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Per app: each feature imports no other feature, and the shared folders import no feature and not app/. */
const featureZones = FRONTENDS.flatMap((app) => [
  ...features(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: MESSAGES.feature,
  })),
  {
    target: SHARED_FOLDERS.map((folder) => `./${app}/src/${folder}`),
    from: [`./${app}/src/features`, `./${app}/src/app`],
    message: MESSAGES.sharedFolder,
  },
]);

/** import-x/no-restricted-paths zones, by resolved file: code under `target` may not import anything under `from`. */
const zones = [
  { target: './shared/src', from: dirs([...FRONTENDS, 'api', ...TOOLING]), message: MESSAGES.shared },
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: dirs(['shell', ...REMOTES.filter((other) => other !== remote)]),
    message: MESSAGES.remote,
  })),
  { target: './shell/src', from: dirs(REMOTES), message: MESSAGES.shell },
  {
    target: [...FRONTENDS, 'shared'].map((dir) => `./${dir}/src`),
    from: dirs(['api', ...TOOLING]),
    message: MESSAGES.browser,
  },
  { target: './api', from: dirs([...FRONTENDS, 'shared', ...TOOLING]), message: MESSAGES.api },
  { target: './remote-registry', from: dirs([...FRONTENDS, 'shared', 'api', ...TOOLING]), message: MESSAGES.registry },
  {
    target: [...FRONTENDS, 'shared'].map((dir) => `./${dir}/src`),
    from: ['./remote-registry'],
    message: MESSAGES.nodeOnly,
  },
  {
    target: './build-config',
    from: dirs([...FRONTENDS, 'shared', 'api', 'remote-registry', 'scripts', 'e2e']),
    message: MESSAGES.buildConfig,
  },
  { target: './scripts', from: dirs(FRONTENDS), message: MESSAGES.scripts },
  ...featureZones,
];

/** The same boundaries by package name (no-restricted-imports; a regex, so `shell` never matches a folder name). */
const APPS = '(shell|mfe-[a-z]+)';
const TOOLS = '@souq/(api|build-config|scripts|e2e)';
const NODE_ONLY = { regex: '^@souq/remote-registry(/|$)', message: MESSAGES.nodeOnly };
const forbiddenPackages = {
  'shared/src': [{ regex: `^(${APPS}|${TOOLS})(/|$)`, message: MESSAGES.shared }, NODE_ONLY],
  'shell/src': [
    { regex: '^mfe-[a-z]+(/|$)', message: MESSAGES.shell },
    { regex: `^${TOOLS}(/|$)`, message: MESSAGES.browser },
    NODE_ONLY,
  ],
  ...Object.fromEntries(
    REMOTES.map((remote) => [
      `${remote}/src`,
      [
        { regex: `^${APPS}(/|$)`, message: MESSAGES.remote },
        { regex: `^${TOOLS}(/|$)`, message: MESSAGES.browser },
        NODE_ONLY,
      ],
    ]),
  ),
  api: [{ regex: `^(${APPS}|@souq/(shared|build-config|scripts|e2e))(/|$)`, message: MESSAGES.api }],
  'remote-registry': [
    { regex: `^(${APPS}|@souq/(shared|api|build-config|scripts|e2e))(/|$)`, message: MESSAGES.registry },
  ],
  'build-config': [
    { regex: `^(${APPS}|@souq/(shared|api|remote-registry|scripts|e2e))(/|$)`, message: MESSAGES.buildConfig },
  ],
  scripts: [{ regex: `^${APPS}(/|$)`, message: MESSAGES.scripts }],
};
const packageRuleConfigs = Object.entries(forbiddenPackages).map(([dir, patterns]) => ({
  files: [`${dir}/**`],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-single/',
      '**/coverage/',
      'api/data/',
      'api/uploads/',
      '.cdn/',
      'e2e/artifacts/',
      // Deliberately broken code the lint's own test checks (scripts/src/lint/architecture.test.ts).
      'scripts/lint-fixtures/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs}'],
    rules: {
      ...js.configs.recommended.rules,
      // Stripping control characters from text is exactly what the API's regular expressions that match them do.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    // The type checker already reports what these core rules would (undefined names, duplicate keys…).
    rules: tseslint.configs.eslintRecommended.rules,
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // Jest set-up files run inside the test environment.
    files: ['build-config/jest/*.cjs', 'api/test-support/*.cjs'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs}'],
    plugins: {
      '@typescript-eslint': tseslint.plugin,
      'import-x': importX,
      'react-hooks': reactHooks,
      '@eslint-community/eslint-comments': comments,
    },
    settings: {
      // no-cycle follows imports into other files: it must know which files are modules and how to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // api/ and scripts/ import `./x.js` for `./x.ts` (NodeNext); the browser packages resolve like a bundler.
        createTypeScriptImportResolver({ project: path.join(ROOT, '*/tsconfig.json'), noWarnOnMultipleProjects: true }),
        importX.createNodeResolver(),
      ],
    },
    rules: {
      // Architecture.
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // An architecture rule is changed here, with a reason, not switched off in one file.
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'import-x/*',
        'no-restricted-imports',
        '@eslint-community/eslint-comments/*',
      ],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // Correctness.
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        // `_name` marks a value kept on purpose: a parameter an interface requires, a field left out of a copy.
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...packageRuleConfigs,
);
