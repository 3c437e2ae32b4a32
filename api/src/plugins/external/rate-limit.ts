import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { httpError, tooManyAttempts } from '../../lib/errors.js';
import {
  type ChallengeBinding,
  checkAnswer,
  issueChallenge,
  PROOF_OF_WORK_HEADER,
  proofOfWorkKey,
  proofOfWorkText,
} from '../../lib/proof-of-work.js';
import { unavailable } from '../../lib/unavailable.js';
import { languageOf } from '../../lib/validation-messages.js';
import { visitorKey } from '../../lib/visitor-address.js';
import { type AttemptStore, memoryAttemptStore, redisAttemptStore } from './attempt-store.js';

export interface LimitRule {
  max: number;
  /** Window in milliseconds. */
  window: number;
}

/**
 * One operation's limits. Per account (the email it names), strictly: past `max` the account is refused (429) from
 * every address, which is what stops a guesser. Per address, with a far higher ceiling: past it each request must
 * carry a proof of work, never a refusal, since one mobile operator's address can carry a whole town (carrier-grade
 * NAT). Every request counts against its address; every request that is looked at counts against its account.
 */
export interface AttemptLimit {
  perAddress: LimitRule;
  perAccount?: LimitRule;
  /** While the counters cannot be reached: let requests through (a flood costs little there) instead of refusing. */
  openWhenStoreDown?: boolean;
}

export interface RateLimits {
  login: AttemptLimit;
  otp: AttemptLimit;
  forgot: AttemptLimit;
  contact: AttemptLimit;
  newsletter: AttemptLimit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perAddress: { max: 30, window: MINUTE }, perAccount: { max: 10, window: 15 * MINUTE } },
  otp: { perAddress: { max: 30, window: MINUTE }, perAccount: { max: 10, window: 15 * MINUTE } },
  forgot: { perAddress: { max: 20, window: MINUTE }, perAccount: { max: 8, window: 15 * MINUTE } },
  // Each message is an email to the site's inbox; each subscription may be a welcome email.
  contact: { perAddress: { max: 20, window: 10 * MINUTE }, openWhenStoreDown: true },
  newsletter: { perAddress: { max: 30, window: 10 * MINUTE }, openWhenStoreDown: true },
};

/** The sign-in, code and reset ceilings with RATE_LIMIT_ADDRESS_CEILING (a number a minute) in place of the defaults. */
export function withAddressCeiling(limits: RateLimits, perMinute: number | null): RateLimits {
  if (perMinute === null) return limits;
  const ceiling = (limit: AttemptLimit): AttemptLimit => ({ ...limit, perAddress: { max: perMinute, window: MINUTE } });
  return { ...limits, login: ceiling(limits.login), otp: ceiling(limits.otp), forgot: ceiling(limits.forgot) };
}

/** Counts the request; throws 429 (account), 428 with a challenge (address past its ceiling) or 400 (a bad answer). */
type Limiter = (req: FastifyRequest, account?: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits of a sensitive operation, counted per account and per address (see AttemptLimit). */
    attemptLimiter: (name: keyof RateLimits) => Limiter;
  }
}

export interface RateLimitPluginOptions {
  redisUrl: string | null;
  nameSpace: string;
  limits: RateLimits;
}

/** Past the ceiling the puzzle grows one bit for every doubling of the count, up to this many bits more. */
const MAX_EXTRA_BITS = 4;

export function difficultyFor(baseBits: number, current: number, ceiling: number): number {
  const extra = Math.floor(Math.log2(current / Math.max(ceiling, 1)));
  return baseBits + Math.min(MAX_EXTRA_BITS, Math.max(0, extra));
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
    // skipOnError: the limits on reports and member writes let requests through while Redis is down (a flood for a
    // minute costs little there); the account limits below refuse instead.
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: opts.nameSpace } : {}),
    });

    const store: AttemptStore = redis ? redisAttemptStore(redis, `${opts.nameSpace}attempts:`) : memoryAttemptStore();
    const key = proofOfWorkKey(app.config.JWT_SECRET);

    app.decorate('attemptLimiter', (name: keyof RateLimits): Limiter => {
      const rules = opts.limits[name];
      // Fail closed unless the limit says otherwise: without its counters, sign-in, codes and password resets would
      // be open to guessing.
      const stored = async <T>(req: FastifyRequest, work: () => Promise<T>): Promise<T | null> => {
        try {
          return await work();
        } catch (err) {
          if (rules.openWhenStoreDown) {
            req.log.warn({ err }, `${name} limit unavailable: request let through`);
            return null;
          }
          req.log.warn({ err }, 'account rate limit unavailable: request refused');
          throw unavailable('signIn');
        }
      };

      return async (req, account) => {
        const lang = languageOf(req.headers['accept-language']);
        const address = visitorKey(req);
        const normalized = account?.trim().toLowerCase() ?? '';
        const binding: ChallengeBinding = {
          operation: `${req.method} ${req.routeOptions.url ?? req.url}`,
          tenantId: req.tenantId,
          account: normalized,
          address,
        };
        const counted = await stored(req, () => store.count(`${name}:address:${address}`, rules.perAddress.window));
        if (counted === null) return;

        // An answer sent is always checked, needed or not: a wrong, used or misdirected one is said so.
        const answer = req.headers[PROOF_OF_WORK_HEADER];
        const now = app.clock.now().getTime();
        if (answer !== undefined) {
          const verdict = checkAnswer(key, binding, Array.isArray(answer) ? answer.join(',') : answer, now);
          if (!verdict.ok && verdict.reason === 'expired') {
            const challenge = issueChallenge(
              key,
              binding,
              difficultyFor(app.config.PROOF_OF_WORK_BITS, counted.current, rules.perAddress.max),
              now,
            );
            throw httpError(428, proofOfWorkText('expired', lang), undefined, { proof_of_work: challenge });
          }
          if (!verdict.ok) throw httpError(400, proofOfWorkText(verdict.reason, lang));
          const fresh = await stored(req, () => store.claim(`pow:${verdict.id}`, verdict.ttlMs));
          if (fresh === false) throw httpError(400, proofOfWorkText('used', lang));
        } else if (counted.current > rules.perAddress.max) {
          const bits = difficultyFor(app.config.PROOF_OF_WORK_BITS, counted.current, rules.perAddress.max);
          const challenge = issueChallenge(key, binding, bits, now);
          throw httpError(428, proofOfWorkText('required', lang), undefined, { proof_of_work: challenge });
        }

        if (rules.perAccount && normalized) {
          const perAccount = rules.perAccount;
          const attempts = await stored(req, () =>
            store.count(`${name}:account:${req.tenantId}:${normalized}`, perAccount.window),
          );
          if (attempts && attempts.current > perAccount.max) throw tooManyAttempts(Math.ceil(attempts.ttlMs / 1000));
        }
      };
    });
  },
  { name: 'souq-rate-limit' },
);
