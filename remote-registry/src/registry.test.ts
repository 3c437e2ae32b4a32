import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  decideCanary,
  parseRegistry,
  readRegistry,
  rollBack,
  setCanary,
  setCurrent,
  writeRegistry,
  RegistryError,
  type Registry,
} from './registry.js';

const v = (version: string) => ({ version, manifest: `/remotes/property/${version}/mf-manifest.json` });

describe('remote registry', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-registry-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('accepts a well-formed registry and fills defaults', () => {
    const reg = parseRegistry({ schemaVersion: 1, remotes: { property: { current: v('1.0.0-abc1234') } } });
    expect(reg.remotes.property).toEqual({ current: v('1.0.0-abc1234'), previous: null, canary: null, history: [] });
  });

  it.each([
    [null, 'registry: expected an object'],
    [{ schemaVersion: 2, remotes: {} }, 'schemaVersion'],
    [{ schemaVersion: 1, remotes: { shop: { current: v('1') } } }, 'unknown remote'],
    [
      { schemaVersion: 1, remotes: { property: { current: { version: '../x', manifest: '/a/mf-manifest.json' } } } },
      'current.version',
    ],
    [
      { schemaVersion: 1, remotes: { property: { current: { version: '1', manifest: 'javascript:alert(1)' } } } },
      'current.manifest',
    ],
    [
      { schemaVersion: 1, remotes: { property: { current: v('1'), canary: { ...v('2'), percent: 150 } } } },
      'canary.percent',
    ],
  ])('refuses a malformed document (%#) naming the bad field', (doc, message) => {
    expect(() => parseRegistry(doc)).toThrow(RegistryError);
    expect(() => parseRegistry(doc)).toThrow(message);
  });

  it('writes atomically and reads back what it wrote, leaving no temporary files', () => {
    const file = path.join(dir, 'remotes.json');
    const reg: Registry = {
      schemaVersion: 1,
      remotes: { property: { current: v('1'), previous: null, canary: null, history: [] } },
    };
    writeRegistry(file, reg);
    expect(readRegistry(file)).toEqual(reg);
    expect(fs.readdirSync(dir).sort()).toEqual(['remotes-history.json', 'remotes.json']);
  });

  it('keeps the history out of what browsers read, in a document of its own, and reads an older registry with it inside', () => {
    const file = path.join(dir, 'remotes.json');
    const line = {
      at: '2026-11-20T10:00:00.000Z',
      by: 'rania',
      action: 'promote',
      version: '2',
      manifest: v('2').manifest,
    };
    const reg: Registry = {
      schemaVersion: 1,
      remotes: { property: { current: v('2'), previous: v('1'), canary: null, history: [line] } },
    };
    writeRegistry(file, reg);
    const served = fs.readFileSync(file, 'utf8');
    expect(served).not.toContain('rania');
    expect(JSON.parse(served)).toEqual({
      schemaVersion: 1,
      remotes: { property: { current: v('2'), previous: v('1'), canary: null } },
    });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'remotes-history.json'), 'utf8'))).toEqual({
      schemaVersion: 1,
      remotes: { property: [line] },
    });
    expect(readRegistry(file)).toEqual(reg);

    // A registry written before the history had its own document (or by a tool of that time) still has it inside:
    // its lines are kept, after the history document's, and the next write moves them out.
    const older = { at: '2026-11-21T09:00:00.000Z', by: 'omar', action: 'rollback', version: '1', from: '2' };
    fs.writeFileSync(
      file,
      JSON.stringify({
        schemaVersion: 1,
        remotes: { property: { current: v('1'), previous: null, canary: null, history: [line, older] } },
      }),
    );
    const joined = readRegistry(file)!;
    expect(joined.remotes.property!.history).toEqual([line, older]);
    writeRegistry(file, joined);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('omar');
    expect(readRegistry(file)!.remotes.property!.history).toEqual([line, older]);
  });

  it('refuses to write an invalid registry and keeps the old file', () => {
    const file = path.join(dir, 'remotes.json');
    const good: Registry = {
      schemaVersion: 1,
      remotes: { auto: { current: v('1'), previous: null, canary: null, history: [] } },
    };
    writeRegistry(file, good);
    const bad = {
      schemaVersion: 1,
      remotes: { auto: { current: { version: '', manifest: 'x' } } },
    } as unknown as Registry;
    expect(() => writeRegistry(file, bad)).toThrow(RegistryError);
    expect(readRegistry(file)).toEqual(good);
  });

  it('keeps the replaced version as the known-good fallback and records history', () => {
    let reg: Registry = { schemaVersion: 1, remotes: {} };
    reg = setCurrent(reg, 'property', v('1'), 'ops');
    reg = setCurrent(reg, 'property', v('2'), 'ops');
    expect(reg.remotes.property?.current.version).toBe('2');
    expect(reg.remotes.property?.previous?.version).toBe('1');
    expect(reg.remotes.property?.history.map((h) => h.version)).toEqual(['1', '2']);
  });
});

describe('registry changes', () => {
  const start = (): Registry => {
    let reg: Registry = { schemaVersion: 1, remotes: {} };
    for (const version of ['1', '2', '3']) reg = setCurrent(reg, 'property', v(version), 'ops');
    return reg;
  };

  it('refuses a history entry without who, when or what', () => {
    const doc = {
      schemaVersion: 1,
      remotes: { property: { current: v('1'), history: [{ at: 'x', by: 'ops', version: '1' }] } },
    };
    expect(() => parseRegistry(doc)).toThrow('history[0].action');
  });

  it('rolls back to the previous version, whose own predecessor becomes the fallback, and records it', () => {
    const reg = rollBack(start(), 'property', 'nour');
    const entry = reg.remotes.property!;
    expect(entry.current).toEqual(v('2'));
    expect(entry.previous).toEqual(v('1'));
    expect(entry.history.at(-1)).toMatchObject({ by: 'nour', action: 'rollback', version: '2', from: '3' });
    expect(entry.history).toHaveLength(4);
  });

  it('never makes the rolled-back version the fallback', () => {
    const twice = rollBack(rollBack(start(), 'property', 'ops'), 'property', 'ops');
    expect(twice.remotes.property?.current.version).toBe('1');
    expect(twice.remotes.property?.previous).toBeNull();
    expect(() => rollBack(twice, 'property', 'ops')).toThrow('no previous version');
  });

  it('starts and ends a canary, and a promotion of the canary version ends it', () => {
    let reg = setCanary(start(), 'property', v('4'), 25, 'ops');
    expect(reg.remotes.property?.canary).toEqual({ ...v('4'), percent: 25 });
    expect(reg.remotes.property?.history.at(-1)).toMatchObject({ action: 'canary', version: '4', percent: 25 });
    expect(setCanary(reg, 'property', null, 0, 'ops').remotes.property?.canary).toBeNull();
    reg = setCurrent(reg, 'property', v('4'), 'ops');
    expect(reg.remotes.property?.canary).toBeNull();
    expect(() => setCanary(reg, 'property', v('5'), 100, 'ops')).toThrow('1 to 99');
    expect(() => setCanary(reg, 'property', v('4'), 10, 'ops')).toThrow('already current');
  });
});

describe('canaries judged by the canary analysis', () => {
  const v = (version: string) => ({ version, manifest: `/remotes/property/${version}/mf-manifest.json` });
  const start = () =>
    setCurrent(
      setCurrent({ schemaVersion: 1, remotes: {} }, 'property', v('1.0.0'), 'rania'),
      'property',
      v('1.1.0'),
      'rania',
    );
  const now = new Date('2026-05-01T10:00:00.000Z');

  it('carries its settings and keeps the time its analysis started when only the share changes', () => {
    const first = setCanary(start(), 'property', v('2.0.0'), 10, 'omar', { promote: false, now });
    expect(first.remotes.property!.canary).toEqual({
      ...v('2.0.0'),
      percent: 10,
      auto: { rollback: true, promote: false, since: now.toISOString() },
    });
    const raised = setCanary(first, 'property', v('2.0.0'), 50, 'omar', {
      promote: true,
      now: new Date('2026-05-01T11:00:00.000Z'),
    });
    expect(raised.remotes.property!.canary!.auto).toEqual({ rollback: true, promote: true, since: now.toISOString() });
    expect(parseRegistry(JSON.parse(JSON.stringify(raised)))).toEqual(raised);
    // Without --auto the canary is the operator's alone again.
    expect(setCanary(raised, 'property', v('2.0.0'), 50, 'omar').remotes.property!.canary!.auto).toBeUndefined();
  });

  it('refuses malformed settings, naming the field', () => {
    const doc = (auto: unknown) => ({
      schemaVersion: 1,
      remotes: {
        property: { current: v('1.0.0'), previous: null, history: [], canary: { ...v('2.0.0'), percent: 10, auto } },
      },
    });
    expect(() => parseRegistry(doc({ rollback: true, promote: 'yes', since: now.toISOString() }))).toThrow(
      /canary\.auto\.promote: expected true or false/,
    );
    expect(() => parseRegistry(doc({ rollback: false, promote: false, since: now.toISOString() }))).toThrow(
      /canary\.auto\.rollback/,
    );
    expect(() => parseRegistry(doc({ rollback: true, promote: false, since: 'yesterday' }))).toThrow(
      /canary\.auto\.since: expected an ISO time/,
    );
    expect(() => parseRegistry(doc({ rollback: true, promote: false, since: now.toISOString(), extra: 1 }))).toThrow(
      /canary\.auto\.extra: unknown setting/,
    );
    expect(() => parseRegistry(doc([]))).toThrow(/canary\.auto: expected/);
  });

  it('rolls back or promotes the judged canary, recording by whom and why', () => {
    const judged = setCanary(start(), 'property', v('2.0.0'), 10, 'omar', { promote: true, now });
    const back = decideCanary(judged, 'property', '2.0.0', 'rollback', 'error rate worse');
    expect(back.remotes.property).toMatchObject({ current: v('1.1.0'), previous: v('1.0.0'), canary: null });
    expect(back.remotes.property!.history.at(-1)).toMatchObject({
      by: 'canary-analysis',
      action: 'canary rollback',
      version: '2.0.0',
      reason: 'error rate worse',
    });
    const promoted = decideCanary(judged, 'property', '2.0.0', 'promote', 'healthy for 61 minutes');
    expect(promoted.remotes.property).toMatchObject({ current: v('2.0.0'), previous: v('1.1.0'), canary: null });
    expect(promoted.remotes.property!.history.at(-1)).toMatchObject({
      by: 'canary-analysis',
      action: 'promote',
      reason: 'healthy for 61 minutes',
    });
    // The promoted version is a known-good fallback like any other promotion.
    expect(rollBack(promoted, 'property', 'rania').remotes.property!.current).toEqual(v('1.1.0'));
  });

  it('leaves a canary alone that changed meanwhile, is not judged, or may not promote itself', () => {
    const judged = setCanary(start(), 'property', v('2.0.0'), 10, 'omar', { promote: false, now });
    expect(decideCanary(judged, 'property', '1.9.0', 'rollback', 'x')).toBe(judged);
    expect(decideCanary(judged, 'property', '2.0.0', 'promote', 'x')).toBe(judged);
    expect(decideCanary(judged, 'auto', '2.0.0', 'rollback', 'x')).toBe(judged);
    const manual = setCanary(start(), 'property', v('2.0.0'), 10, 'omar');
    expect(decideCanary(manual, 'property', '2.0.0', 'rollback', 'x')).toBe(manual);
  });
});
