import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { httpError } from '../../lib/errors.js';
import { unavailable } from '../../lib/unavailable.js';

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
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitPluginOptions) {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      // While Redis is down a count fails at once instead of queueing (no offline queue) or waiting on a server that
      // does not answer (command timeout); the client keeps reconnecting in the background and is used again as
      // soon as Redis is back.
      redis = new Redis(opts.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        commandTimeout: 1_000,
        retryStrategy: (times) => Math.min(times * 100, 1_000),
      });
      // Connection errors are expected during an outage and answered per request; unheard, they would be printed.
      redis.on('error', (err: Error) => app.log.debug({ err }, 'rate-limit store unavailable'));
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
      // Without an offline queue a count sent before the first connection would fail: wait for it, but not for a
      // Redis that is down (the API starts, and refuses sign-ins until Redis answers).
      const connecting = redis;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, 2_000);
        connecting.once('ready', done);
      });
    }
    // skipOnError: the limits on contact forms, reports and member writes let requests through while Redis is down
    // (a flood for a minute costs little there); the account limits below refuse instead.
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: opts.nameSpace } : {}),
    });

    app.decorate('accountLimiter', (name: keyof RateLimits): Limiter => {
      const rules = opts.limits[name];
      // Fail closed: without its counters, sign-in, codes and password resets would be open to guessing.
      const byIp = app.createRateLimit({
        skipOnError: false,
        max: rules.perIp.max,
        timeWindow: rules.perIp.window,
        keyGenerator: (req) => `${name}:ip:${req.ip}`,
      });
      const byEmail = app.createRateLimit({
        skipOnError: false,
        max: rules.perEmail.max,
        timeWindow: rules.perEmail.window,
        keyGenerator: (req) =>
          `${name}:email:${req.tenantId}:${(req as FastifyRequest & { limitEmail?: string }).limitEmail ?? ''}`,
      });
      const count = async (limiter: typeof byIp, req: FastifyRequest) => {
        try {
          return await limiter(req);
        } catch (err) {
          req.log.warn({ err }, 'account rate limit unavailable: request refused');
          throw unavailable('signIn');
        }
      };
      return async (req, email) => {
        const results = [await count(byIp, req)];
        if (email) {
          (req as FastifyRequest & { limitEmail?: string }).limitEmail = email.trim().toLowerCase();
          results.push(await count(byEmail, req));
        }
        for (const result of results) {
          if (!result.isAllowed && result.isExceeded) {
            throw Object.assign(httpError(429, TOO_MANY_REQUESTS_MESSAGE), { retryAfter: result.ttlInSeconds });
          }
        }
      };
    });
  },
  { name: 'souq-rate-limit' },
);
