import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import type { Database } from './db/types.js';
import accountRoutes from './features/accounts/routes.js';
import agentRoutes from './features/agents/routes.js';
import associationRoutes from './features/associations/routes.js';
import autoRoutes from './features/auto/routes.js';
import clientReportRoutes from './features/client-reports/routes.js';
import remoteHealthRoutes from './features/remote-health/routes.js';
import { remoteHealthJob } from './features/remote-health/rollup-job.js';
import contentRoutes from './features/content/routes.js';
import devClockRoutes from './features/dev-clock/routes.js';
import devOutboxRoutes from './features/dev-outbox/routes.js';
import exchangeRatePlugin from './features/exchange-rate/current-rate.js';
import searchCountsPlugin from './features/listing-shared/search-counts-plugin.js';
import exchangeRateRoutes from './features/exchange-rate/routes.js';
import healthRoutes from './features/health/routes.js';
import listingStatsRoutes from './features/listing-stats/routes.js';
import { listingsJob } from './features/listings/expiry-job.js';
import { fairPriceDevRoutes, fairPriceJob } from './features/listing-shared/fair-price-job.js';
import { listingsDevRoutes } from './features/listings/renew-routes.js';
import listingRoutes from './features/listings/routes.js';
import { mediaPlugin } from './features/media/media-plugin.js';
import moderationRoutes from './features/moderation/routes.js';
import pageHeadRoutes from './features/page-heads/routes.js';
import paymentRoutes from './features/payments/payments-plugin.js';
import subscriptionsDevRoutes from './features/plans/dev-routes.js';
import planRoutes from './features/plans/routes.js';
import { subscriptionsJob } from './features/plans/subscriptions-job.js';
import propertyRoutes from './features/property/routes.js';
import { searchAlertsJob } from './features/saved-searches/alerts-job.js';
import searchAlertsDevRoutes from './features/saved-searches/dev-routes.js';
import savedSearchRoutes from './features/saved-searches/routes.js';
import priceDropRoutes from './features/saved-searches/price-drop-routes.js';
import searchHistoryRoutes from './features/search-history/routes.js';
import sitemapRoutes from './features/sitemaps/routes.js';
import { loggerOptions, OneLinePerRequest } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { trustFunction } from './lib/proxy-trust.js';
import canaryAnalysisDevRoutes from './features/canary-analysis/dev-routes.js';
import type { FiguresFor } from './features/canary-analysis/figures-source.js';
import { canaryAnalysisJob } from './features/canary-analysis/job.js';
import canaryAnalysisRoutes from './features/canary-analysis/routes.js';
import versionDashboardRoutes from './features/canary-analysis/dashboard-routes.js';
import authenticate from './plugins/app/authenticate.js';
import clock from './plugins/app/clock.js';
import errorHandler, { unreadableAddress } from './plugins/app/error-handler.js';
import personalAnswers from './plugins/app/personal-answers.js';
import tenancy from './plugins/app/tenancy.js';
import { validatorCompiler } from './plugins/app/validation.js';
import docs from './plugins/external/docs.js';
import rateLimit, { DEFAULT_RATE_LIMITS, type RateLimits, withAddressCeiling } from './plugins/external/rate-limit.js';
import security from './plugins/external/security.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Where the listing searches read (a replica with DATABASE_READ_URL); the same as `db` otherwise. Never written. */
    readDb: Kysely<Database>;
    config: Config;
    mailer: Mailer;
  }
}

export interface BuildAppOptions {
  /** Defaults to the environment, parsed and validated. */
  config?: Config;
  /** A database to use; when absent one is opened from the config and closed with the app. */
  db?: Kysely<Database>;
  /** Where the searches read, with `db`; defaults to `db`. */
  readDb?: Kysely<Database>;
  /** true/false, or pino options; defaults to structured logs with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Limits of the sign-in, code, reset, contact and newsletter endpoints (tests raise the per-address ones). */
  rateLimits?: Partial<RateLimits>;
  /** Key prefix for rate-limit counters in Redis, so separate apps never share counters by accident. */
  rateLimitNameSpace?: string;
  /** Told of every route as it is registered: the tests' route table (printRoutes leaves some wildcard routes out). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the canary analysis reads remote versions' figures; defaults to the stored health reports. */
  remoteFigures?: FiguresFor;
}

function requestIds(): () => string {
  const prefix = randomBytes(4).toString('hex');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger:
      options.logger === undefined
        ? loggerOptions(config)
        : options.logger === true
          ? loggerOptions(config)
          : options.logger,
    logController: new OneLinePerRequest(),
    // Only the configured proxies may say who the visitor is (X-Forwarded-For, -Host, -Proto): trusting every hop
    // would let a visitor choose the address the per-address limits count.
    trustProxy: config.TRUST_PROXY.kind === 'none' ? false : trustFunction(config.TRUST_PROXY),
    // Request ids let a log line be traced without logging anything personal: a random prefix per process (so ids
    // from several instances do not collide) and a counter, which costs nothing per request.
    genReqId: requestIds(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: unreadableAddress,
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config);

  let db = options.db;
  let readDb = options.readDb ?? db;
  if (!db) {
    const handle = await createDatabase(config);
    db = handle.db;
    readDb = handle.read;
    app.addHook('onClose', async () => handle.close());
  }
  app.decorate('db', db);
  app.decorate('readDb', readDb ?? db);
  app.decorate('mailer', createMailer(config, db, app.log));

  await app.register(errorHandler);
  await app.register(security);
  await app.register(rateLimit, {
    redisUrl: config.REDIS_URL,
    nameSpace: options.rateLimitNameSpace ?? 'souq-rl:',
    limits: { ...withAddressCeiling(DEFAULT_RATE_LIMITS, config.RATE_LIMIT_ADDRESS_CEILING), ...options.rateLimits },
  });
  await app.register(docs);
  await app.register(tenancy);
  await app.register(authenticate);
  await app.register(personalAnswers);
  await app.register(clock);
  await app.register(exchangeRatePlugin);
  await app.register(searchCountsPlugin);
  await app.register(searchAlertsJob);
  await app.register(subscriptionsJob);
  await app.register(listingsJob);
  await app.register(fairPriceJob);
  await app.register(canaryAnalysisJob, { figures: options.remoteFigures });
  await app.register(remoteHealthJob);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(mediaPlugin, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(clientReportRoutes, { prefix: '/api' });
  await app.register(remoteHealthRoutes, { prefix: '/api' });
  await app.register(propertyRoutes, { prefix: '/api' });
  await app.register(autoRoutes, { prefix: '/api' });
  await app.register(savedSearchRoutes, { prefix: '/api' });
  await app.register(priceDropRoutes, { prefix: '/api' });
  await app.register(searchHistoryRoutes, { prefix: '/api' });
  await app.register(listingStatsRoutes, { prefix: '/api' });
  await app.register(listingRoutes, { prefix: '/api' });
  await app.register(agentRoutes, { prefix: '/api' });
  await app.register(associationRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(planRoutes, { prefix: '/api' });
  await app.register(exchangeRateRoutes, { prefix: '/api' });
  await app.register(moderationRoutes, { prefix: '/api' });
  await app.register(sitemapRoutes, { prefix: '/api' });
  await app.register(pageHeadRoutes, { prefix: '/api' });
  await app.register(canaryAnalysisRoutes, { prefix: '/api' });
  await app.register(versionDashboardRoutes, { prefix: '/api' });
  if (config.NODE_ENV !== 'production') {
    await app.register(devOutboxRoutes, { prefix: '/api' });
    await app.register(devClockRoutes, { prefix: '/api' });
    await app.register(searchAlertsDevRoutes, { prefix: '/api' });
    await app.register(subscriptionsDevRoutes, { prefix: '/api' });
    await app.register(listingsDevRoutes, { prefix: '/api' });
    await app.register(fairPriceDevRoutes, { prefix: '/api' });
    await app.register(canaryAnalysisDevRoutes, { prefix: '/api' });
  }

  await app.ready();
  return app;
}
