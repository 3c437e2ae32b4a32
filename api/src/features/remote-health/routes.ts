import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tooManyAttempts } from '../../lib/errors.js';
import { visitorKey } from '../../lib/visitor-address.js';
import { REMOTE_NAMES, VERSION_PATTERN } from '../client-reports/routes.js';
import { hashBrowserId, recordHealth } from './store.js';

// Browsers report, per remote version they showed, mounts, failures and the page's Web Vitals (lib/remotes in
// the shell). Counted per browser (its random id, hashed here) and per minute of the server's clock: nothing the
// client says about time is read.

/** Batches one address may send per minute (a page sends a few). */
export const HEALTH_REPORTS_PER_MINUTE = 20;
/** Items in one batch: every remote, a couple of builds each. */
export const MAX_ITEMS_PER_BATCH = 8;

const count = Type.Integer({ minimum: 0, maximum: 1000 });
const milliseconds = Type.Number({ minimum: 0, maximum: 120_000 });

const HealthItem = Type.Object(
  {
    remote: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name))),
    version: Type.String({ pattern: VERSION_PATTERN }),
    build: Type.Union([
      Type.Literal('current'),
      Type.Literal('previous'),
      Type.Literal('canary'),
      Type.Literal('override'),
    ]),
    mounts: count,
    loadFailures: count,
    boundaryErrors: count,
    uncaughtErrors: count,
    lcpMs: Type.Optional(milliseconds),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
    inpMs: Type.Optional(milliseconds),
  },
  { additionalProperties: false },
);

const HealthBatch = Type.Object(
  {
    browser: Type.String({ pattern: '^[0-9A-Za-z_-]{16,64}$' }),
    items: Type.Array(HealthItem, { minItems: 1, maxItems: MAX_ITEMS_PER_BATCH }),
  },
  { additionalProperties: false },
);

const remoteHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.createRateLimit({
    max: HEALTH_REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `remote-health:ip:${visitorKey(req)}`,
  });

  app.post(
    '/client-reports/remote-health',
    {
      schema: {
        tags: ['health'],
        summary: 'Report remote mounts, failures and Web Vitals seen in a browser (stored per minute)',
        body: HealthBatch,
      },
      config: { tenant: false },
      bodyLimit: 8192,
    },
    async (req, reply) => {
      const result = await limit(req);
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyAttempts(result.ttlInSeconds);
      }
      // Overrides are a developer's own builds: not a version of the registry's to judge.
      const items = req.body.items.filter((item) => item.build !== 'override');
      if (items.length > 0)
        await recordHealth(app.db, hashBrowserId(req.body.browser, app.config.JWT_SECRET), app.clock.now(), items);
      return reply.code(202).send({ success: true, message: 'Reported', data: null });
    },
  );
};

export default remoteHealthRoutes;
