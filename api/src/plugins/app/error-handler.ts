import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isHttpError } from '../../lib/errors.js';
import { isDatabaseUnavailable, isDiskFull, UNAVAILABLE, unavailableText } from '../../lib/unavailable.js';
import { languageOf } from '../../lib/validation-messages.js';
import { formatValidationErrors } from './validation.js';

// Turns every failure into the envelope `{ success:false, message, errors? }`. Unexpected errors are logged and
// answered with a generic message so internals never leak to callers.
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: ErrorObject[] }, req, reply) => {
    if (error.validation) {
      const errors = formatValidationErrors(error.validation, languageOf(req.headers['accept-language']));
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.code(400).send({ success: false, message: first, errors });
    }
    if (isHttpError(error)) {
      const message = error.statusCode >= 503 ? unavailableText(error.message, languageOf(req.headers['accept-language'])) : error.message;
      const body: Record<string, unknown> = { ...error.details, success: false, message };
      if (error.errors) body.errors = error.errors;
      const retryAfter = (error as { retryAfter?: number }).retryAfter;
      if (retryAfter) reply.header('retry-after', retryAfter);
      return reply.code(error.statusCode).send(body);
    }
    // The database (or the disk) failing is an outage, not a bug: the caller is told to come back shortly, at once,
    // and the API answers again by itself as soon as PostgreSQL does (the pool opens new connections).
    const outage = isDatabaseUnavailable(error) ? 'database' : isDiskFull(error) ? 'diskFull' : null;
    if (outage) {
      req.log.warn({ err: error }, outage === 'database' ? 'database unavailable' : 'disk full');
      const message = unavailableText(UNAVAILABLE[outage], languageOf(req.headers['accept-language']));
      return reply.code(outage === 'database' ? 503 : 507).header('retry-after', 5).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: 'Something went wrong. Please try again later.' });
    }
    // Fastify's own client errors (bad JSON, unsupported media type, too large, rate limited…).
    return reply.code(status).send({ success: false, message: error.message });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ success: false, message: `Route ${req.method}:${req.url.split('?')[0]} not found` });
  });
});
