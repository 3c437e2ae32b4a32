import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.js';

// Query parameters that carry secrets (the Google callback puts an ID token in the URL).
const SECRET_QUERY = /([?&](?:token|otp|code|password|credential)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

// Structured logs without credentials: authorization headers, cookies, passwords, tokens and codes are redacted
// wherever they appear in a logged object.
export function loggerOptions(config: Pick<Config, 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' ? 'warn' : 'info',
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        '*.password', '*.new_password', '*.old_password', '*.confirm_password', '*.password_hash',
        '*.token', '*.otp', '*.code', '*.code_hash', '*.credential', '*.secret',
        'password', 'token', 'otp', 'code',
      ],
      censor: '[Redacted]',
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
 * together. On a busy search endpoint, writing log lines is a measurable share of the API's time (README "API
 * benchmark"). The incoming line is still written at debug level, for following a request that never completes.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
