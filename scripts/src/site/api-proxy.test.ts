import http from 'node:http';
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
});
