import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/paths.js';

// The workspace's own lint configuration (eslint.config.cjs at the root), run through ESLint's Node API on code that
// exists only in the test, at the paths where someone could write it.
const eslint = new ESLint({ cwd: ROOT });

interface Problem {
  line: number;
  rule: string | null;
  message: string;
}

async function problems(file: string, lines: string[]): Promise<Problem[]> {
  const [result] = await eslint.lintText(`${lines.join('\n')}\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map(({ line, ruleId, message }) => ({ line, rule: ruleId, message }));
}

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

/** Every problem is a boundary error carrying `why`, and exactly the given lines have one. */
function expectBoundaryErrors(found: Problem[], lines: number[], why: RegExp) {
  expect(found.length).toBeGreaterThan(0);
  for (const problem of found) {
    expect(BOUNDARY_RULES).toContain(problem.rule);
    expect(problem.message).toMatch(why);
  }
  expect([...new Set(found.map((problem) => problem.line))].sort()).toEqual(lines);
}

const SHARED = /@souq\/shared never imports an app/;
const REMOTE = /A remote reaches other remotes and the shell only through Module Federation/;
const API = /The API imports nothing from the frontends, @souq\/shared/;
const REGISTRY = /@souq\/remote-registry \(the remotes registry and where it is published\) imports no app/;
const NODE_ONLY = /@souq\/remote-registry is Node code/;
const BUILD_CONFIG = /@souq\/build-config \(how the apps are built and tested\) imports no package of the workspace/;
const TOOLING = /The tooling imports no app/;
const FEATURE = /A feature imports only its own files and the app's shared folders/;
const SHARED_FOLDER = /An app's shared folders \(components\/, hooks\/, lib\/, i18n\/, testing\/\) import no feature/;

const FRONTENDS = ['shell', 'mfe-auth', 'mfe-property', 'mfe-auto', 'mfe-account', 'mfe-admin'];

/** The feature folders of an app as they are on disk. */
function featureFolders(app: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, app, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

describe('the lint keeps the architecture', () => {
  test('@souq/shared importing the shell by path is an error', async () => {
    const found = await problems('shared/src/format/leak.ts', [
      "export { default } from '../../../shell/src/bootstrap';",
    ]);
    expect(found).toEqual([{ line: 1, rule: 'import-x/no-restricted-paths', message: expect.stringMatching(SHARED) }]);
  });

  test('@souq/shared importing a remote, by package name or by a lazy import, is an error', async () => {
    const found = await problems('shared/src/leak.ts', [
      "import { mount } from 'mfe-property/src/app/lifecycles';",
      "export const load = () => import('../../mfe-auto/src/index');",
      'export { mount };',
    ]);
    expectBoundaryErrors(found, [1, 2], SHARED);
  });

  test("@souq/shared's own imports pass", async () => {
    expect(await problems('shared/src/format/fine.ts', ["export { formatDate } from './date';"])).toEqual([]);
  });

  test('a remote importing another remote or the shell is an error; loadRemote is the way', async () => {
    const found = await problems('mfe-auto/src/features/leak.ts', [
      "import { mount } from '../../../mfe-property/src/app/lifecycles';",
      "import type { RemoteEntry } from 'shell/src/lib/remotes/remoteRegistry';",
      "import { loadRemote } from '@module-federation/enhanced/runtime';",
      "export const featured = () => loadRemote('property/FeaturedProperties');",
      'export type Entry = RemoteEntry;',
      'export { mount };',
    ]);
    expectBoundaryErrors(found, [1, 2], REMOTE);
  });

  test('the API importing a frontend or @souq/shared is an error', async () => {
    const found = await problems('api/src/features/leak.ts', [
      "import { formatDate } from '@souq/shared';",
      "import '../../../shell/src/bootstrap.js';",
      'export { formatDate };',
    ]);
    expectBoundaryErrors(found, [1, 2], API);
  });

  test('the API and the tooling may use @souq/remote-registry', async () => {
    expect(
      await problems('api/src/features/canary-analysis/fine.ts', [
        "export { readRegistryFrom } from '@souq/remote-registry';",
      ]),
    ).toEqual([]);
    expect(
      await problems('scripts/src/remotes/fine.ts', ["export { changeRegistry } from '@souq/remote-registry';"]),
    ).toEqual([]);
  });

  test('@souq/remote-registry importing the API or the tooling is an error', async () => {
    const found = await problems('remote-registry/src/leak.ts', [
      "import { loadConfig } from '../../api/src/config.js';",
      "import { ROOT } from '../../scripts/src/lib/paths.js';",
      'export { loadConfig, ROOT };',
    ]);
    expectBoundaryErrors(found, [1, 2], REGISTRY);
  });

  test('browser code importing @souq/remote-registry is an error', async () => {
    const found = await problems('shell/src/lib/remotes/leak.ts', [
      "import { parseRegistry } from '@souq/remote-registry';",
      "import { REMOTES } from '../../../../remote-registry/src/remotes';",
      'export { parseRegistry, REMOTES };',
    ]);
    expectBoundaryErrors(found, [1, 2], NODE_ONLY);
  });

  test('the tooling importing the shell or a remote is an error; what both need is below both', async () => {
    const found = await problems('scripts/src/site/leak.ts', [
      "import { isLoginRoute } from '../../../shell/src/features/routing/guard';",
      "import type { PropertyRoot } from 'mfe-property/src/app/PropertyRoot';",
      "import { remoteForPath } from '../../../shared/src/routing/routes.js';",
      'export type Root = PropertyRoot;',
      'export { isLoginRoute, remoteForPath };',
    ]);
    expectBoundaryErrors(found, [1, 2], TOOLING);
  });

  test('@souq/build-config importing a package of the workspace is an error', async () => {
    const found = await problems('build-config/jest/leak.cjs', [
      "const { dismissAllToasts } = require('../../shared/src/toast/toast.ts');",
      "const { ROOT } = require('@souq/scripts/src/lib/paths.js');",
      'module.exports = { dismissAllToasts, ROOT };',
    ]);
    expectBoundaryErrors(found, [1, 2], BUILD_CONFIG);
  });

  test('browser code importing @souq/build-config is an error', async () => {
    const found = await problems('mfe-property/src/app/leak.ts', [
      "import createAppConfig from '@souq/build-config/webpack';",
      'export { createAppConfig };',
    ]);
    expectBoundaryErrors(found, [1], /Browser code never imports the API or the tooling/);
  });

  test('a feature importing another feature is an error, lazily or in a test; its own files pass', async () => {
    const found = await problems('mfe-account/src/features/plans/leak.test.tsx', [
      "import { MyListingsPage } from '../my-listings/MyListingsPage';",
      "import { paymentPath } from './paymentWords';",
      "export const load = () => import('../../features/profile/MyAccountPage');",
      'export { MyListingsPage, paymentPath };',
    ]);
    expectBoundaryErrors(found, [1, 3], FEATURE);
  });

  test("a feature may import the app's shared folders, @souq/shared and its own files", async () => {
    expect(
      await problems('mfe-account/src/features/plans/fine.tsx', [
        "import { useRequest } from '../../hooks/useRequest';",
        "import ConfirmDialog from '../../components/ConfirmDialog';",
        "import { mayPost } from '../../lib/listingCategory';",
        "import { renderPage } from '../../testing/render';",
        "import { useTranslation } from '@souq/shared';",
        "import { paymentPath } from './paymentWords';",
        'export { useRequest, ConfirmDialog, mayPost, renderPage, useTranslation, paymentPath };',
      ]).then((found) => found.filter((problem) => BOUNDARY_RULES.includes(problem.rule ?? ''))),
    ).toEqual([]);
  });

  test('every feature folder on disk is held by the rule, with no list to keep up to date', async () => {
    for (const app of FRONTENDS) {
      const folders = featureFolders(app);
      expect(folders.length).toBeGreaterThan(1);
      for (const [index, feature] of folders.entries()) {
        const other = folders[(index + 1) % folders.length] ?? feature;
        const [file] = fs
          .readdirSync(path.join(ROOT, app, 'src', 'features', other))
          .filter((name) => /\.tsx?$/.test(name));
        const found = await problems(`${app}/src/features/${feature}/leak.ts`, [
          `export * from '../${other}/${file?.replace(/\.tsx?$/, '')}';`,
        ]);
        expectBoundaryErrors(found, [1], FEATURE);
      }
    }
  });

  test('app/ composes the features; the shared folders import neither a feature nor app/', async () => {
    expect(await problems('shell/src/app/fine.ts', ["export { default } from '../features/pages/HomePage';"])).toEqual(
      [],
    );
    const found = await problems('mfe-auth/src/lib/leak.ts', [
      "import { LoginForm } from '../features/login/LoginForm';",
      "import AuthModal from '../app/auth-modal/AuthModal';",
      'export { LoginForm, AuthModal };',
    ]);
    expectBoundaryErrors(found, [1, 2], SHARED_FOLDER);
  });

  test('an architecture rule cannot be switched off in a file', async () => {
    const found = await problems('shared/src/leak.ts', [
      '// eslint-disable-next-line import-x/no-restricted-paths',
      "export { default } from '../../shell/src/bootstrap';",
    ]);
    expect(found.map((problem) => problem.rule)).toContain('@eslint-community/eslint-comments/no-restricted-disable');
  });

  test('an import cycle is an error', async () => {
    // Two files importing each other, which the workspace lint skips; linted here with ignores off.
    const fixtures = new ESLint({ cwd: ROOT, ignore: false });
    const results = await fixtures.lintFiles([path.join(ROOT, 'scripts/lint-fixtures/cycle/a.ts')]);
    expect(results[0]?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
