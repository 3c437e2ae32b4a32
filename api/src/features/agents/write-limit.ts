import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../lib/errors.js';

/**
 * A preHandler (after app.authenticate) that lets one member make at most `max` writes of this kind in ten minutes:
 * far more than a person reviewing, replying or reporting needs, few enough that a script cannot flood the pages.
 */
export function memberWriteLimit(app: FastifyInstance, name: string, max: number) {
  const limit = app.createRateLimit({
    max,
    timeWindow: 10 * 60_000,
    keyGenerator: (req) => `${name}:user:${req.tenantId}:${req.user.id}`,
  });
  return async (req: FastifyRequest): Promise<void> => {
    const result = await limit(req);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
  };
}
