import type { FastifyServerOptions } from 'fastify';
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
