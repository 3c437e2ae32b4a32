import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { httpError } from '../../lib/errors.js';

export interface LimitRule {
  max: number;
  /** Window in milliseconds. */
  window: number;
}

/** Rate limits on the sensitive account endpoints, counted per IP and per email address. */
export interface RateLimits {
  login: { perIp: LimitRule; perEmail: LimitRule };
  otp: { perIp: LimitRule; perEmail: LimitRule };
  forgot: { perIp: LimitRule; perEmail: LimitRule };
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: { max: 30, window: MINUTE }, perEmail: { max: 10, window: 15 * MINUTE } },
  otp: { perIp: { max: 30, window: MINUTE }, perEmail: { max: 10, window: 15 * MINUTE } },
  forgot: { perIp: { max: 20, window: MINUTE }, perEmail: { max: 8, window: 15 * MINUTE } },
};

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please try again later.';

type Limiter = (req: FastifyRequest, email?: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds a check that throws 429 once the caller's IP or the given email exceeds the named limit. */
    accountLimiter: (name: keyof RateLimits) => Limiter;
  }
}

export interface RateLimitPluginOptions {
  redisUrl: string | null;
  nameSpace: string;
  limits: RateLimits;
}

// Counters live in Redis when REDIS_URL is set, so several API instances share them; in memory otherwise.
export default fp(async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitPluginOptions) {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  // skipOnError: a Redis outage lets requests through rather than failing every sign-in.
  await app.register(rateLimit, { global: false, skipOnError: true, ...(redis ? { redis, nameSpace: opts.nameSpace } : {}) });

  app.decorate('accountLimiter', (name: keyof RateLimits): Limiter => {
    const rules = opts.limits[name];
    const byIp = app.createRateLimit({
      max: rules.perIp.max,
      timeWindow: rules.perIp.window,
      keyGenerator: (req) => `${name}:ip:${req.ip}`,
    });
    const byEmail = app.createRateLimit({
      max: rules.perEmail.max,
      timeWindow: rules.perEmail.window,
      keyGenerator: (req) => `${name}:email:${req.tenantId}:${(req as FastifyRequest & { limitEmail?: string }).limitEmail ?? ''}`,
    });
    return async (req, email) => {
      const results = [await byIp(req)];
      if (email) {
        (req as FastifyRequest & { limitEmail?: string }).limitEmail = email.trim().toLowerCase();
        results.push(await byEmail(req));
      }
      for (const result of results) {
        if (!result.isAllowed && result.isExceeded) {
          throw Object.assign(httpError(429, TOO_MANY_REQUESTS_MESSAGE), { retryAfter: result.ttlInSeconds });
        }
      }
    };
  });
}, { name: 'souq-rate-limit' });
