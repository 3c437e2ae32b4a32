/** @jest-environment node */
/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

let server: Server;
let origin: string;
let reply: { status: number; body: string } = { status: 200, body: '{}' };
const cacheHeaders: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    cacheHeaders.push(req.headers['cache-control']);
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('runtime config', () => {
  it('loads /config.json, bypassing the HTTP cache', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        apiBase: '/v2/api/',
        tenant: 'aleppo',
        googleClientId: 'abc.apps',
        socialProviders: ['google', 'facebook'],
      }),
    };
    const config = await loadRuntimeConfig(`${origin}/config.json`);
    expect(config).toEqual({
      apiBase: '/v2/api',
      tenant: 'aleppo',
      googleClientId: 'abc.apps',
      socialProviders: ['google', 'facebook'],
    });
    expect(getRuntimeConfig()).toEqual(config);
    // fetch's cache: 'no-cache' asks every cache to revalidate; Node spells it max-age=0.
    expect(['no-cache', 'max-age=0']).toContain(cacheHeaders.at(-1));
  });

  it.each([
    ['a missing file', { status: 404, body: 'Not found' }],
    ['corrupt JSON', { status: 200, body: '{"apiBase": "/api",' }],
    ['a JSON array', { status: 200, body: '[1,2,3]' }],
  ])('falls back to the defaults for %s', async (_label, r) => {
    reply = r;
    await expect(loadRuntimeConfig(`${origin}/config.json`)).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('falls back to the defaults when the server is unreachable', async () => {
    await expect(loadRuntimeConfig('http://127.0.0.1:1/config.json')).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('keeps good fields and replaces bad ones', () => {
    expect(
      parseRuntimeConfig({
        apiBase: '//evil.example/api',
        tenant: 'x y<script>',
        googleClientId: 7,
        socialProviders: ['google', 3, '<b>'],
      }),
    ).toEqual({ apiBase: '/api', tenant: 'default', googleClientId: null, socialProviders: ['google'] });
    expect(parseRuntimeConfig({ apiBase: 'javascript:alert(1)' }).apiBase).toBe('/api');
    expect(parseRuntimeConfig({ apiBase: 'https://api.souq.sy/api' }).apiBase).toBe('https://api.souq.sy/api');
  });
});
