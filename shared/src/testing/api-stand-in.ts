// Test support: a real HTTP server on 127.0.0.1 answering like the Souq API, so the components go through
// the real shared client and its interceptor. jsdom's origin differs, so it answers CORS too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureHttp } from '../http/http-client';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
// By package name, as the apps import it: the one module (and cache) the components under test use.
import { clearRequestCache } from '@souq/shared/cached-request';

export interface Reply {
  status: number;
  body: unknown;
  /** Headers beside the JSON's own (a file's Content-Type and Content-Disposition), readable across origins. */
  headers?: Record<string, string>;
}
export type Route = (body: Record<string, unknown>, query: URLSearchParams) => Reply | Promise<Reply>;

export interface SeenCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The body as sent: an upload's multipart text (its fields and file names) is read from it. */
  raw: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface ApiStandIn {
  base: string;
  calls: SeenCall[];
  /** `answer('POST /login', route)`; unanswered routes get a 404 with a message. */
  answer(key: string, route: Route): void;
  /** A route that never answers, to look at loading states; released by `releaseHeld`. */
  hold(key: string): void;
  releaseHeld(reply: Reply): void;
  reset(): void;
  close(): Promise<void>;
}

export const ok = (message: string, data: unknown = null): Reply => ({
  status: 200,
  body: { success: true, message, data },
});
export const invalid = (message: string, errors?: Record<string, string[]>, data?: unknown): Reply => ({
  status: 400,
  body: { success: false, message, ...(errors && { errors }), ...(data !== undefined && { data }) },
});

export async function startApiStandIn(): Promise<ApiStandIn> {
  const routes = new Map<string, Route>();
  const held = new Map<string, ServerResponse[]>();
  const calls: SeenCall[] = [];
  const send = (res: ServerResponse, reply: Reply) => {
    res.writeHead(reply.status, {
      'Content-Type': 'application/json',
      ...reply.headers,
      ...(reply.headers && { 'Access-Control-Expose-Headers': Object.keys(reply.headers).join(', ') }),
    });
    res.end(JSON.stringify(reply.body));
  };
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'Authorization, Content-Type, X-Tenant, Accept, Accept-Language, Idempotency-Key, X-Proof-Of-Work',
    );
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/^\/api/, '');
      // Uploads (multipart) are answered like any call; only JSON bodies are read.
      const json = String(req.headers['content-type'] ?? '').includes('json');
      const body = raw && json ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ method: req.method ?? 'GET', path, body, raw, query: url.searchParams, headers: req.headers });
      const key = `${req.method} ${path}`;
      const waiting = held.get(key);
      if (waiting) {
        waiting.push(res);
        return;
      }
      const route = routes.get(key);
      if (!route) {
        send(res, { status: 404, body: { success: false, message: `No route ${key}` } });
        return;
      }
      void Promise.resolve(route(body, url.searchParams)).then((reply) => send(res, reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `${origin}/api`,
    calls,
    answer: (key, route) => routes.set(key, route),
    hold: (key) => held.set(key, []),
    releaseHeld: (reply) => {
      for (const [key, waiting] of held) {
        held.delete(key);
        for (const res of waiting) send(res, reply);
      }
    },
    reset: () => {
      routes.clear();
      held.clear();
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Points the shared client at the stand-in, with the given runtime config (served as /config.json). */
export async function useStandIn(api: ApiStandIn, config: Partial<RuntimeConfig> = {}): Promise<void> {
  api.answer('GET /config.json', () => ({
    status: 200,
    body: { apiBase: api.base, tenant: 'default', googleClientId: null, socialProviders: [], ...config },
  }));
  // jsdom has XMLHttpRequest but no fetch; a minimal fetch over it is enough for the config loader.
  const fetchOverXhr = (url: string) =>
    new Promise<{ ok: boolean; json: () => Promise<unknown> }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', url);
      xhr.onload = () =>
        resolve({ ok: xhr.status >= 200 && xhr.status < 300, json: async () => JSON.parse(xhr.responseText) });
      xhr.onerror = () => reject(new Error('network'));
      xhr.send();
    });
  const previous = globalThis.fetch;
  globalThis.fetch = fetchOverXhr as unknown as typeof fetch;
  try {
    await loadRuntimeConfig(`${api.base}/config.json`);
  } finally {
    globalThis.fetch = previous;
    // Tests look at the calls the components make, not at the config load.
    api.calls.length = 0;
  }
  configureHttp({ apiBase: api.base, tenant: 'default', navigate: () => undefined });
}

/**
 * A stand-in for the test file that calls it (at the top level): started before its tests and closed after them;
 * before each test its answers and calls are forgotten, the request cache is cleared and the shared client points
 * at it. The file's own `beforeEach` (registered after this one) then adds its answers.
 */
export function standInForEachTest(): ApiStandIn {
  let current: ApiStandIn | null = null;
  const started = () => {
    if (!current) throw new Error('the stand-in starts with the tests');
    return current;
  };
  beforeAll(async () => {
    current = await startApiStandIn();
  });
  afterAll(() => started().close());
  beforeEach(async () => {
    started().reset();
    clearRequestCache();
    await useStandIn(started());
  });
  return new Proxy({} as ApiStandIn, {
    get: (_target, key) => {
      const value: unknown = started()[key as keyof ApiStandIn];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
