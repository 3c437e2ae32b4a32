import type http from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';
import type { ProxyTrust } from '../../../api/src/lib/proxy-trust.js';
import { sendApiResponse } from './api-compression.js';
import { forwardedHeaders } from './forwarded-headers.js';

export interface ApiProxyOptions {
  /** API instances, e.g. http://127.0.0.1:4000 and http://127.0.0.1:4001: each request goes to the next in turn. */
  targets: string[];
  /** How long an instance that refused a connection is passed over (while another is up). */
  downMs?: number;
  /** Answers a request no instance could take. */
  unavailable: (res: http.ServerResponse) => void;
  /** Proxies in front of the site that may say who the visitor is (SITE_TRUST_PROXY); none by default: the edge. */
  trustProxy?: ProxyTrust;
}

// Requests that may be sent again without changing anything, and that carry no body to send again.
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Forwards `/api` requests round-robin over the API instances, as a load balancer in front of them would. When an
 * instance cannot be reached, a GET, HEAD or OPTIONS goes on to the next one (the visitor sees nothing); any other
 * request gets the `unavailable` answer (502), since its body is spent and it may have reached the instance before the connection broke.
 * An instance that failed is passed over for `downMs`, so the following requests, writes included, go to the others.
 */
export function createApiProxy(
  options: ApiProxyOptions,
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const { targets, downMs = 5_000, trustProxy = { kind: 'none' } } = options;
  if (targets.length === 0) throw new Error('createApiProxy needs at least one API target');
  const downUntil = new Array<number>(targets.length).fill(0);
  let turn = 0;
  // The answers are sent on by sendApiResponse, which compresses them for visitors who accept it. X-Forwarded-* are
  // written here, not appended to (http-proxy's xfwd would keep what the visitor sent in front of its own entry).
  const proxy = httpProxy.createProxyServer({ xfwd: false, selfHandleResponse: true });
  proxy.on('proxyRes', (apiRes, req, res) => sendApiResponse(apiRes, req, res as http.ServerResponse));

  /** The next instance in turn that is not resting after a failure (or simply the next one if all are). */
  function pick(): number {
    const now = Date.now();
    for (let i = 0; i < targets.length; i += 1) {
      const index = (turn + i) % targets.length;
      if (downUntil[index]! <= now) {
        turn = index + 1;
        return index;
      }
    }
    return turn++ % targets.length;
  }

  return (req, res) => {
    const repeatable = REPEATABLE.has(req.method ?? 'GET');
    const first = pick();
    req.headers = { ...req.headers, ...forwardedHeaders(req, trustProxy) };
    delete req.headers['x-forwarded-port'];
    const send = (attempt: number) => {
      const index = (first + attempt) % targets.length;
      // A retried request's body (none) has been read already: it is sent from an empty stream.
      const buffer = attempt > 0 ? Readable.from([]) : undefined;
      proxy.web(req, res, { target: targets[index], ...(buffer ? { buffer } : {}) }, () => {
        if (req.socket.destroyed) return; // the visitor left: nothing to answer, and the instance did nothing wrong
        if (res.headersSent) {
          res.destroy();
          return;
        }
        downUntil[index] = Date.now() + downMs;
        if (repeatable && attempt + 1 < targets.length) send(attempt + 1);
        else options.unavailable(res);
      });
    };
    send(0);
  };
}
