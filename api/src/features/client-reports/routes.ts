import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REMOTES, VERSION_LABEL } from '@souq/remote-registry';
import { Type } from 'typebox';
import { tooManyAttempts } from '../../lib/errors.js';
import { visitorKey } from '../../lib/visitor-address.js';

// The shell reports a remote that failed to load (and what the visitor got instead), so a broken version shows
// up in the logs at once. One structured line per report; nothing about the visitor is kept (no IP, no
// user agent, no query strings).

export const REMOTE_NAMES = REMOTES;
export const REPORTS_PER_MINUTE = 30;
/** A remote's version label as the registry writes it. */
export const VERSION_PATTERN = VERSION_LABEL.source;

const RemoteLoadReport = Type.Object(
  {
    remote: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name))),
    version: Type.String({ pattern: VERSION_PATTERN }),
    manifest: Type.String({ minLength: 1, maxLength: 500 }),
    build: Type.Union([
      Type.Literal('current'),
      Type.Literal('previous'),
      Type.Literal('canary'),
      Type.Literal('override'),
    ]),
    outcome: Type.Union([Type.Literal('fallback'), Type.Literal('unavailable')]),
    message: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);

/** The manifest's origin and path only: a query string could carry anything. */
function manifestWithoutQuery(value: string): string {
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? url.pathname : `${url.origin}${url.pathname}`;
  } catch {
    return '[not a URL]';
  }
}

/** One line of plain text, URLs without their query strings, and e-mail addresses removed. */
function cleanMessage(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/(https?:\/\/[^\s?#]+)[?#]\S*/g, '$1')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]')
    .trim()
    .slice(0, 300);
}

const clientReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A page can fail several remotes at once; a flood from one address is cut off.
  const limit = app.createRateLimit({
    max: REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `client-report:ip:${visitorKey(req)}`,
  });

  app.post(
    '/client-reports/remote-load',
    {
      schema: {
        tags: ['health'],
        summary: 'Report a remote that failed to load in a browser (logged, not stored)',
        body: RemoteLoadReport,
      },
      config: { tenant: false },
      bodyLimit: 4096,
    },
    async (req, reply) => {
      const result = await limit(req);
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyAttempts(result.ttlInSeconds);
      }
      const { remote, version, manifest, build, outcome, message } = req.body;
      req.log.warn(
        {
          event: 'remote_load_failed',
          remote,
          version,
          build,
          outcome,
          manifest: manifestWithoutQuery(manifest),
          error: cleanMessage(message),
        },
        'remote failed to load in a browser',
      );
      return reply.code(202).send({ success: true, message: 'Reported', data: null });
    },
  );
};

export default clientReportRoutes;
