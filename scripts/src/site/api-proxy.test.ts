import http from 'node:http';
import type { ProxyTrust } from '../../../api/src/lib/proxy-trust.js';
import { createApiProxy } from './api-proxy.js';
import { listen } from './listen.js';

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** An API instance that answers with its name, the method and the body it received. */
function instance(name: string): http.Server {
  return http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req
      .on('data', (c: Buffer) => parts.push(c))
      .on('end', () => {
        const body = JSON.stringify({ instance: name, method: req.method, body: Buffer.concat(parts).toString() });
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
      });
  });
}

/** An API instance that answers with the X-Forwarded-* headers it was sent. */
function echoForwarded(): http.Server {
  return http.createServer((req, res) => {
    req.resume();
    const seen = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name.startsWith('x-forwarded-')));
    const body = JSON.stringify(seen);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
}

/** A request with headers fetch() would not let be set (Host) or would merge. */
function request(base: string, headers: Record<string, string>): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/api/x`, { headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c));
        res.on('end', () => resolve(JSON.parse(text) as Record<string, string>));
      })
      .on('error', reject);
  });
}

/** An address where nothing listens (an instance that is down). */
async function downAddress(): Promise<string> {
  const server = http.createServer();
  const address = await listen(server);
  await close(server);
  return address;
}

describe("the site's proxy to several API instances", () => {
  const servers: http.Server[] = [];
  const site = async (targets: string[]) => {
    const proxy = createApiProxy({
      targets,
      downMs: 60_000,
      unavailable: (res) => {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end('{"success":false}');
      },
    });
    const server = http.createServer(proxy);
    servers.push(server);
    return listen(server);
  };
  const start = async (name: string) => {
    const server = instance(name);
    servers.push(server);
    return { server, url: await listen(server) };
  };
  const ask = async (base: string, method = 'GET', body?: string) => {
    const res = await fetch(`${base}/api/x`, { method, body });
    return {
      status: res.status,
      ...(res.status === 200 ? ((await res.json()) as { instance: string; body: string }) : {}),
    };
  };

  afterAll(async () => {
    await Promise.all(servers.map((s) => (s.listening ? close(s) : undefined)));
  });

  it('takes the instances in turn', async () => {
    const one = await start('one');
    const two = await start('two');
    const base = await site([one.url, two.url]);
    const seen = [];
    for (let i = 0; i < 4; i += 1) seen.push((await ask(base)).instance);
    expect(seen).toEqual(['one', 'two', 'one', 'two']);
    expect(await ask(base, 'POST', '{"a":1}')).toMatchObject({ instance: 'one', body: '{"a":1}' });
  });

  it('sends a read on to the next instance when one is down, then passes the down one over for writes too', async () => {
    const up = await start('up');
    const base = await site([await downAddress(), up.url]);
    // The first request meets the down instance: a GET is sent on, unnoticed.
    expect(await ask(base)).toMatchObject({ status: 200, instance: 'up' });
    // From then on the down instance is passed over: every request reaches the one that is up.
    for (let i = 0; i < 3; i += 1)
      expect(await ask(base, 'POST', `{"n":${i}}`)).toMatchObject({ status: 200, instance: 'up', body: `{"n":${i}}` });
  });

  it('answers a write that met a down instance with 502 rather than sending its body twice', async () => {
    const up = await start('up');
    const base = await site([await downAddress(), up.url]);
    expect(await ask(base, 'POST', '{"listing":1}')).toEqual({ status: 502 });
    expect(await ask(base, 'POST', '{"listing":1}')).toMatchObject({ status: 200, instance: 'up' });
  });

  it('answers 502 when every instance is down', async () => {
    const base = await site([await downAddress(), await downAddress()]);
    expect(await ask(base)).toEqual({ status: 502 });
  });

  it('goes back to an instance that stopped and came back once its rest is over', async () => {
    const one = await start('one');
    const two = await start('two');
    const proxy = createApiProxy({
      targets: [one.url, two.url],
      downMs: 0,
      unavailable: (res) => res.writeHead(502).end(),
    });
    const server = http.createServer(proxy);
    servers.push(server);
    const base = await listen(server);
    await close(two.server);
    const seen = [];
    for (let i = 0; i < 4; i += 1) seen.push((await ask(base)).instance);
    expect(seen).toEqual(['one', 'one', 'one', 'one']);
    await new Promise<void>((resolve) =>
      two.server.listen(Number(new URL(two.url).port), '127.0.0.1', () => resolve()),
    );
    const after = [];
    for (let i = 0; i < 4; i += 1) after.push((await ask(base)).instance);
    expect(after.sort()).toEqual(['one', 'one', 'two', 'two']);
  });

  describe('X-Forwarded-*', () => {
    const forwarding = async (trustProxy?: ProxyTrust, targets?: string[]) => {
      const api = echoForwarded();
      servers.push(api);
      const proxy = createApiProxy({
        targets: targets ?? [await listen(api)],
        trustProxy,
        unavailable: (res) => res.writeHead(502).end(),
      });
      const server = http.createServer(proxy);
      servers.push(server);
      return { base: await listen(server), api };
    };

    it('at the edge, replaces what the visitor wrote with what the site saw: the visitor chooses no address', async () => {
      const { base } = await forwarding();
      const port = new URL(base).port;
      for (const spoof of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'not-an-address', ` , ${'9'.repeat(6_000)}`]) {
        expect(
          await request(base, {
            'x-forwarded-for': spoof,
            'x-forwarded-proto': 'https',
            'x-forwarded-host': 'elsewhere.example',
            'x-forwarded-port': '443',
          }),
        ).toEqual({
          'x-forwarded-for': '127.0.0.1',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': `127.0.0.1:${port}`,
        });
      }
    });

    it('behind a proxy it trusts, passes on the address, protocol and host that proxy saw, and only those', async () => {
      const { base } = await forwarding({ kind: 'hops', hops: 1 });
      expect(
        await request(base, {
          host: 'souq.example',
          'x-forwarded-for': '1.2.3.4, 203.0.113.7',
          'x-forwarded-proto': 'http, https',
          'x-forwarded-host': 'souq.example',
        }),
      ).toEqual({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'souq.example' });
      // What the trusted proxy wrote but is not an address stays the proxy's own.
      expect((await request(base, { 'x-forwarded-for': 'garbage' }))['x-forwarded-for']).toBe('127.0.0.1');
    });

    it('only from the proxies it trusts: a request from elsewhere is the edge case again', async () => {
      const { base } = await forwarding({ kind: 'addresses', entries: ['10.0.0.1'] });
      expect((await request(base, { 'x-forwarded-for': '203.0.113.7' }))['x-forwarded-for']).toBe('127.0.0.1');
    });

    it('sends a read retried on the next instance the same single address, not the visitor’s and its own twice', async () => {
      const api = echoForwarded();
      servers.push(api);
      const { base } = await forwarding(undefined, [await downAddress(), await listen(api)]);
      expect((await request(base, { 'x-forwarded-for': '1.2.3.4' }))['x-forwarded-for']).toBe('127.0.0.1');
    });
  });
});
