/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// shared/package.json marks which files have side effects (run code when imported). Everything but this entry's
// folder and area-kit's is listed, so each remote's bundle keeps only the pieces of @souq/shared/listing-ui (or
// area-kit) it uses (a list page does not carry the detail page's gallery). A new folder under src/ must be added there, or it would be treated
// as free of side effects too.
const SRC = path.join(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as { sideEffects: string[] };

function listedWithSideEffects(relative: string): boolean {
  return manifest.sideEffects.some((glob) => {
    const braces = /^\.\/src\/\{([^}]+)\}\/\*\*$/.exec(glob);
    if (braces) return braces[1]!.split(',').some((dir) => relative.startsWith(`./src/${dir}/`));
    if (glob === './src/*') return /^\.\/src\/[^/]+$/.test(relative);
    if (glob === '*.css') return relative.endsWith('.css');
    throw new Error(`unexpected sideEffects pattern ${glob}`);
  });
}

describe('side effects of @souq/shared', () => {
  it('lists every file outside listing-ui and area-kit as having side effects, and no module of theirs', () => {
    for (const name of fs.readdirSync(SRC, { recursive: true }).map(String)) {
      if (!/\.(tsx?|css)$/.test(name)) continue;
      const relative = `./src/${name.split(path.sep).join('/')}`;
      expect([relative, listedWithSideEffects(relative)]).toEqual([
        relative,
        !relative.startsWith('./src/listing-ui/') && !/^\.\/src\/area-kit\/.*\.tsx?$/.test(relative),
      ]);
    }
  });

  it('keeps listing-ui free of module-level work: no style imports, rules are added by the remote that shows them', () => {
    for (const name of fs.readdirSync(__dirname)) {
      if (!/\.tsx?$/.test(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx') || name === 'test-texts.ts')
        continue;
      const source = fs.readFileSync(path.join(__dirname, name), 'utf8');
      expect([name, /^import\s+['"]/m.test(source)]).toEqual([name, false]);
    }
  });
});
