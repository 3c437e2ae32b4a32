import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.js';

// Query parameters that carry secrets (the Google callback puts an ID token in the URL).
const SECRET_QUERY = /([?&](?:token|otp|code|password|credential)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

// Field names whose values are never written to the logs: passwords, tokens, one-time codes, credentials, secrets,
// authorization headers and cookies.
const SECRET_KEY = /pass(word)?|token|secret|otp|credential|authori[sz]ation|cookie|^code(_hash)?$/i;
const CENSOR = '[Redacted]';
const MAX_DEPTH = 5;

/**
 * The logged value with every secret-named field censored, at any depth of plain objects and arrays (instances of
 * classes, such as a request, go through their serializers instead). A value without secrets, which is nearly every
 * log line, is returned as it is, without a copy: pino's path-based redaction cloned and walked every top-level
 * value of every line, a measurable share of a search request's time (docs/performance.md).
 */
export function censorSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = censorSecrets(item, depth + 1);
      if (next !== item) (copy ??= [...value])[i] = next;
    });
    return (copy ?? value) as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const next = SECRET_KEY.test(key) && item !== undefined && item !== null ? CENSOR : censorSecrets(item, depth + 1);
    if (next !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return (copy ?? value) as T;
}

// Structured logs without credentials: secret-named fields are censored wherever they appear in a logged object,
// requests are logged as method, URL (secret query parameters censored), host and address — never their headers.
export function loggerOptions(config: Pick<Config, 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' ? 'warn' : 'info',
    formatters: {
      log: (object) => censorSecrets(object),
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip };
      },
    },
  };
}

/**
 * One line per request instead of Fastify's two ("incoming request" and "request completed"): the completed line
 * carries the method and URL (redacted as above), the status and the time taken, which is what the two said
 * together. On a busy search endpoint, writing log lines is a measurable share of the API's time
 * (docs/performance.md). The incoming line is still written at debug level, for following a request that never
 * completes.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** How long a log line may wait in the buffer of bufferedDestination. */
export const LOG_FLUSH_MS = 1_000;

/**
 * Where the server writes its log (standard output by default): in blocks of 4 KB, and at least every second, instead
 * of a write per line. Each write hands the line to another thread and wakes it; on a busy search endpoint that was a
 * tenth of the API's work per request (docs/performance.md). Lines still in the buffer are written when the
 * process exits (pino's destination flushes on exit) or when the app closes.
 */
export function bufferedDestination(dest: number | string = 1) {
  const stream = pino.destination({ dest, minLength: 4096, sync: false });
  let timer: NodeJS.Timeout | undefined;
  // flush() needs the file open: a path opens asynchronously.
  stream.once('ready', () => {
    timer = setInterval(() => {
      try {
        stream.flush();
      } catch {
        // Destroyed since: its 'close' stops this timer.
      }
    }, LOG_FLUSH_MS);
    timer.unref();
  });
  stream.once('close', () => clearInterval(timer));
  return stream;
}
