import fs from 'node:fs';
import path from 'node:path';

// '@souq/shared' is a federation singleton every page loads: it must not pull antd in at run time
// (antd-based pieces live in '@souq/shared/antd'). Follows the core entry's relative imports.
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

describe('core entry of @souq/shared', () => {
  it('reaches no antd module at run time', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const queue = [path.join(__dirname, 'index.ts')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        if (specifier.startsWith('.')) {
          const next = resolveRelative(file, specifier);
          if (next) queue.push(next);
        } else {
          packages.add(specifier);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect([...packages].filter((p) => p === 'antd' || p.startsWith('antd/') || p.startsWith('@ant-design/'))).toEqual(
      [],
    );
  });
});
