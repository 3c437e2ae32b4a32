import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRegistry, readRegistry, rollBack, setCanary, setCurrent, writeRegistry, RegistryError, type Registry } from './registry.js';

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
    [{ schemaVersion: 1, remotes: { property: { current: { version: '../x', manifest: '/a/mf-manifest.json' } } } }, 'current.version'],
    [{ schemaVersion: 1, remotes: { property: { current: { version: '1', manifest: 'javascript:alert(1)' } } } }, 'current.manifest'],
    [{ schemaVersion: 1, remotes: { property: { current: v('1'), canary: { ...v('2'), percent: 150 } } } }, 'canary.percent'],
  ])('refuses a malformed document (%#) naming the bad field', (doc, message) => {
    expect(() => parseRegistry(doc)).toThrow(RegistryError);
    expect(() => parseRegistry(doc)).toThrow(message);
  });

  it('writes atomically and reads back what it wrote, leaving no temporary files', () => {
    const file = path.join(dir, 'remotes.json');
    const reg: Registry = { schemaVersion: 1, remotes: { property: { current: v('1'), previous: null, canary: null, history: [] } } };
    writeRegistry(file, reg);
    expect(readRegistry(file)).toEqual(reg);
    expect(fs.readdirSync(dir)).toEqual(['remotes.json']);
  });

  it('refuses to write an invalid registry and keeps the old file', () => {
    const file = path.join(dir, 'remotes.json');
    const good: Registry = { schemaVersion: 1, remotes: { auto: { current: v('1'), previous: null, canary: null, history: [] } } };
    writeRegistry(file, good);
    const bad = { schemaVersion: 1, remotes: { auto: { current: { version: '', manifest: 'x' } } } } as unknown as Registry;
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
    const doc = { schemaVersion: 1, remotes: { property: { current: v('1'), history: [{ at: 'x', by: 'ops', version: '1' }] } } };
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
