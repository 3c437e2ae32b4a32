// Just enough of semver to compare the ranges webpack's federation writes into manifests (`^1.2.3`, `~1.2.3`,
// `1.2.3`, `>=1.2.3 <2`, `*`, alternatives with `||`). Anything else is reported as not understood rather
// than guessed at.

type Triple = [number, number, number];

function parse(text: string): Triple | null {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/.exec(text.trim());
  if (!m) return null;
  const n = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return [Number(m[1]), n(m[2]), n(m[3])];
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

function comparatorHolds(v: Triple, comparator: string): boolean | null {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!m) return null;
  const [, op = '=', rest] = m;
  if (rest === '*' || rest === 'x') return true;
  const base = parse(rest!);
  if (!base) return null;
  const c = compare(v, base);
  switch (op) {
    case '^': {
      if (c < 0) return false;
      // ^1.2.3 < 2.0.0; ^0.2.3 < 0.3.0; ^0.0.3 < 0.0.4
      if (base[0] > 0) return v[0] === base[0];
      if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
      return v[0] === 0 && v[1] === 0 && v[2] === base[2];
    }
    case '~':
      return c >= 0 && v[0] === base[0] && v[1] === base[1];
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/** Whether `version` satisfies `range`; null when either is not understood. */
export function satisfies(version: string, range: string): boolean | null {
  const v = parse(version);
  if (!v) return null;
  const trimmed = range.trim();
  if (trimmed === '' || trimmed === '*' || trimmed === 'latest') return true;
  let understood = true;
  for (const alternative of trimmed.split('||')) {
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    const results = comparators.map((c) => comparatorHolds(v, c));
    if (results.some((r) => r === null)) {
      understood = false;
      continue;
    }
    if (results.every(Boolean)) return true;
  }
  return understood ? false : null;
}

export function majorOf(version: string): number | null {
  return parse(version)?.[0] ?? null;
}
