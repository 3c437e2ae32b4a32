import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRegistry, readRegistry, setCurrent, writeRegistry, RegistryError, type Registry } from './registry.js';

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
