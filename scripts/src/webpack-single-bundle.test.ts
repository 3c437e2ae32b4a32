// The single-bundle build mode (@souq/build-config's webpack/singleBundle.cjs): which file each federation name resolves to,
// and the check that the shell's single-bundle loader imports exactly what the remotes expose.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/paths.js';

interface SingleBundle {
  bundleMode(env: Record<string, string | undefined>): string;
  exposedModuleAliases(
    remoteDirs: Record<string, string>,
    readExposes?: (dir: string) => Record<string, string>,
  ): Record<string, string>;
  importedModuleIds(source: string): string[];
  checkLoaderCoversExposes(source: string, aliases: Record<string, string>): void;
  REMOTE_APPS: Record<string, string>;
}

const singleBundle = createRequire(path.join(ROOT, 'scripts', 'package.json'))(
  '@souq/build-config/single-bundle',
) as SingleBundle;
const LOADER = path.join(ROOT, 'shell', 'src', 'lib', 'remotes', 'federation.single.ts');

describe('single-bundle build mode', () => {
  it('is composed unless SOUQ_BUNDLE says single, and refuses anything else', () => {
    expect(singleBundle.bundleMode({})).toBe('composed');
    expect(singleBundle.bundleMode({ SOUQ_BUNDLE: 'single' })).toBe('single');
    expect(() => singleBundle.bundleMode({ SOUQ_BUNDLE: 'one' })).toThrow(
      'SOUQ_BUNDLE must be "composed" or "single", got "one"',
    );
  });

  it('resolves each exposed module name exactly to the file its remote exposes', () => {
    const aliases = singleBundle.exposedModuleAliases({ property: '/w/mfe-property' }, () => ({
      './app': './src/app/lifecycles.tsx',
      './FeaturedProperties': './src/features/featured/FeaturedProperties.tsx',
    }));
    expect(aliases).toEqual({
      'property/app$': '/w/mfe-property/src/app/lifecycles.tsx',
      'property/FeaturedProperties$': '/w/mfe-property/src/features/featured/FeaturedProperties.tsx',
    });
  });

  it('finds the names a loader imports', () => {
    const source =
      "const m = { 'auth/app': () => import('auth/app'), x: () => import( 'auto/FeaturedAutos' ), y: () => import('./local') };";
    expect(singleBundle.importedModuleIds(source)).toEqual(['auth/app', 'auto/FeaturedAutos']);
  });

  it('refuses a loader that leaves out an exposed module or imports one nobody exposes', () => {
    const aliases = { 'auth/app$': '/a.tsx', 'auth/AuthModal$': '/b.tsx' };
    expect(() =>
      singleBundle.checkLoaderCoversExposes("import('auth/app'); import('auth/AuthModal')", aliases),
    ).not.toThrow();
    expect(() => singleBundle.checkLoaderCoversExposes("import('auth/app'); import('auth/Other')", aliases)).toThrow(
      'missing: auth/AuthModal; not exposed by any remote: auth/Other',
    );
  });

  it("the shell's loader imports every module the five remotes expose, and each resolves to a file", () => {
    const remoteDirs = Object.fromEntries(
      Object.entries(singleBundle.REMOTE_APPS).map(([remote, app]) => [remote, path.join(ROOT, app)]),
    );
    const aliases = singleBundle.exposedModuleAliases(remoteDirs);
    expect(Object.keys(aliases)).toEqual(
      expect.arrayContaining([
        'property/app$',
        'auto/app$',
        'account/app$',
        'admin/app$',
        'auth/app$',
        'auth/AuthModal$',
      ]),
    );
    for (const file of Object.values(aliases)) expect(fs.existsSync(file)).toBe(true);
    expect(() => singleBundle.checkLoaderCoversExposes(fs.readFileSync(LOADER, 'utf8'), aliases)).not.toThrow();
  });
});
