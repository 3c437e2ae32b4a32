import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isHttpError, TOO_MANY_REQUESTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE_AR } from '../../lib/errors.js';
import { isDatabaseUnavailable, isDiskFull, UNAVAILABLE, unavailableText } from '../../lib/unavailable.js';
import { languageOf, validationText } from '../../lib/validation-messages.js';
import { formatValidationErrors } from './validation.js';

// Turns every failure into the envelope `{ success:false, message, errors? }`. Unexpected errors are logged and
// answered with a generic message so internals never leak to callers. Every 400 carries `errors` (field → messages),
// the shape the site's client reads (docs/product/errors.md): a refusal that names no field is filed under `request`.
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: ErrorObject[] }, req, reply) => {
    if (error.validation) {
      let errors = formatValidationErrors(error.validation, languageOf(req.headers['accept-language']));
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      if (Object.keys(errors).length === 0) errors = { body: [first] };
      return reply.code(400).send({ success: false, message: first, errors });
    }
    if (isHttpError(error)) {
      const lang = languageOf(req.headers['accept-language']);
      const message =
        error.statusCode >= 503
          ? unavailableText(error.message, lang)
          : error.message === TOO_MANY_REQUESTS_MESSAGE && lang === 'ar'
            ? TOO_MANY_REQUESTS_MESSAGE_AR
            : error.message;
      const body: Record<string, unknown> = { ...error.details, success: false, message };
      if (error.errors) body.errors = error.errors;
      else if (error.statusCode === 400) body.errors = { request: [error.message] };
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
      return reply
        .code(outage === 'database' ? 503 : 507)
        .header('retry-after', 5)
        .send({ success: false, message });
    }
    // PostgreSQL cannot store a NUL character in text (SQLSTATE 22021/22P05): whatever route took it, that is the
    // caller's input, refused like any other (the transaction that met it wrote nothing).
    const sqlState = (error as { code?: unknown }).code;
    if (sqlState === '22021' || sqlState === '22P05') {
      const message = validationText('characters', languageOf(req.headers['accept-language']), {});
      return reply.code(400).send({ success: false, message, errors: { body: [message] } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: 'Something went wrong. Please try again later.' });
    }
    // Fastify's own client errors (bad JSON, unsupported media type, too large, rate limited…). A body that is not
    // JSON (or hides a prototype key) is a 400 about the body, said in the caller's language.
    if (status === 400) {
      const message = error.code?.startsWith('FST_ERR_CTP_')
        ? validationText('json', languageOf(req.headers['accept-language']), {})
        : error.message;
      return reply.code(400).send({ success: false, message, errors: { body: [message] } });
    }
    return reply.code(status).send({ success: false, message: error.message });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ success: false, message: `Route ${req.method}:${req.url.split('?')[0]} not found` });
  });
});

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (a broken %-escape, a path segment over its length
 * limit) is refused before any route or hook runs; it is answered in the envelope too, and as a 400 in docs/product/errors.md's shape.
 */
export function unreadableAddress(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const message = validationText('address', languageOf(req.headers['accept-language']), {});
  void reply
    .code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400)
    .send({ success: false, message, errors: { url: [message] } });
}
