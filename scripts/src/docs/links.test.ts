import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.js';
import { anchors, brokenLinks, headingSlug, relativeLinks } from './markdown-links.js';

const SKIP = new Set(['node_modules', '.git', '.cdn', 'dist', 'dist-single', 'data', 'uploads', 'backups', 'coverage']);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full, keep));
    else if (keep(entry.name)) found.push(full);
  }
  return found;
}

describe('the documentation links', () => {
  test('are read as GitHub renders them', () => {
    expect(relativeLinks('[a](guide/x.md#y) ![i](p.png) [w](https://e.org) `[c](no.md)` [m](mailto:a@b.c)')).toEqual([
      'guide/x.md#y',
      'p.png',
    ]);
    expect(headingSlug('Session, HTTP and languages in `@souq/shared`')).toBe(
      'session-http-and-languages-in-souqshared',
    );
    expect(headingSlug("The tab's title — after 27–28 Nov")).toBe('the-tabs-title--after-2728-nov');
    expect([...anchors('# A\n## A\n```\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
  });

  test('in the README and under docs/ lead to files and headings that exist', () => {
    const pages = [path.join(ROOT, 'README.md'), ...filesUnder(path.join(ROOT, 'docs'), (n) => n.endsWith('.md'))];
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.flatMap((page) => brokenLinks(ROOT, page))).toEqual([]);
  });

  test("the code's references to docs/ pages name pages that exist", () => {
    const packages = [
      'shell',
      'shared',
      'api',
      'scripts',
      'e2e',
      'remote-registry',
      'mfe-auth',
      'mfe-property',
      'mfe-auto',
      'mfe-account',
      'mfe-admin',
    ];
    const sources = packages.flatMap((dir) =>
      filesUnder(path.join(ROOT, dir), (n) => /\.(ts|tsx|js|cjs|mjs)$/.test(n)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const missing = new Set<string>();
    for (const file of sources) {
      for (const [reference] of fs.readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w./-]*?\.md\b/g)) {
        if (!fs.existsSync(path.join(ROOT, reference))) missing.add(`${path.relative(ROOT, file)}: ${reference}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
