import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { CounterStore } from './auth/attempt-counter.ts';
import { openCounterStore } from './auth/counter-store.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseDriver, DatabaseHandle } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { createStorage, type FileStorage } from './storage/index.ts';
import { assistantRoutes } from './features/assistant/routes.ts';
import { blogAdminRoutes } from './features/publishing/admin/blog/routes.ts';
import { blogRoutes } from './features/publishing/blog/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { leadsInboxRoutes } from './features/leads/admin/routes.ts';
import { outboxRoutes } from './features/staff/outbox/routes.ts';
import { leadsRoutes } from './features/leads/routes.ts';
import { newsAdminRoutes } from './features/publishing/admin/news/routes.ts';
import { newsRoutes } from './features/publishing/news/routes.ts';
import { sectorsRoutes } from './features/leads/sectors/routes.ts';
import { siteRoutes } from './features/site/routes.ts';
import { staffRoutes } from './features/staff/routes.ts';
import { uploadsRoutes } from './features/publishing/uploads/routes.ts';
import { videosRoutes } from './features/videos/routes.ts';
import { assessmentAdminRoutes } from './features/assessment/admin/routes.ts';
import { assessmentRoutes } from './features/assessment/routes.ts';
import { trustlinkRoutes } from './features/trustlink/routes.ts';
import { academyAccountsRoutes } from './features/academy/accounts/routes.ts';
import { learnerAccountRoutes } from './features/academy/accounts/session-routes.ts';
import { learnerRecoveryRoutes } from './features/academy/accounts/recovery-routes.ts';
import { academyRoutes } from './features/academy/routes.ts';
import { finalAssessmentRoutes } from './features/academy/final-assessment-routes.ts';
import { transcriptRoutes } from './features/academy/transcript-routes.ts';
import { openBadgesRoutes } from './features/academy/open-badges/routes.ts';
import { certificateVerificationRoutes } from './features/academy/verification.ts';
import { academyMediaRoutes } from './features/academy/media-routes.ts';
import { courseAdminRoutes } from './features/academy/admin/routes.ts';
import { createLogger } from './logger.ts';
import { lifecyclePlugin } from './ops/lifecycle.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { docsPlugin } from './plugins/docs.ts';
import { BODY_LIMIT_BYTES } from './http/error-messages.ts';
import { multipartPlugin } from './http/multipart.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { routeListPlugin } from './plugins/route-list.ts';
import { securityPlugin } from './plugins/security.ts';
import { pageHeadsPlugin } from './plugins/page-heads.ts';
import { sitemapSourcesPlugin } from './plugins/sitemap-sources.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbDriver: DatabaseDriver;
    /** Where attempt and rate-limit counters live (see auth/attempt-counter.ts). */
    counterStore: CounterStore;
    /** Uploaded files: DATA_DIR/uploads or S3 (see storage/). */
    storage: FileStorage;
  }
}

export interface AppDeps {
  /** An open, migrated and seeded database. Without one, buildApp opens its own and closes it. */
  database?: DatabaseHandle;
  logger?: FastifyBaseLogger;
}

/** Fastify trusts `n` hops at run time, but its types only take a function for that. */
const trustProxyOption = (value: Config['TRUST_PROXY']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/**
 * The whole server (API and site) as a Fastify instance, not yet listening. main.ts and the tests
 * both build it this way; tests then call `app.inject()`.
 */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  const database = deps.database ?? (await openDatabase(config, logger));
  const app = Fastify({
    loggerInstance: logger,
    // Behind a proxy, request.ip (and so every limit and lockout) is the forwarded client.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
    // plugins/request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  if (!deps.database) app.addHook('onClose', () => database.close());

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('dbDriver', database.driver);
    const counters = await openCounterStore({
      redisUrl: config.REDIS_URL,
      db: database.db,
      driver: database.driver,
    });
    app.addHook('onClose', () => counters.close());
    app.decorate<CounterStore>('counterStore', counters.store);
    app.decorate('storage', createStorage(config));

    await app.register(lifecyclePlugin);
    await app.register(requestLogPlugin);
    await app.register(metricsPlugin, { database });
    await app.register(routeListPlugin);
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(compressionPlugin);
    await app.register(rateLimitPlugin, { config });
    await app.register(staffAuthPlugin);
    await app.register(multipartPlugin);
    // After staff auth (cookies): the docs show back-office routes to signed-in staff only.
    await app.register(docsPlugin);
    await app.register(pageHeadsPlugin);
    await app.register(sitemapSourcesPlugin);

    await app.register(healthRoutes);
    await app.register(staffRoutes);
    await app.register(leadsInboxRoutes);
    await app.register(outboxRoutes);
    await app.register(leadsRoutes);
    await app.register(sectorsRoutes);
    await app.register(siteRoutes);
    await app.register(newsRoutes);
    await app.register(videosRoutes);
    await app.register(blogRoutes);
    await app.register(blogAdminRoutes);
    await app.register(newsAdminRoutes);
    await app.register(uploadsRoutes);
    await app.register(assistantRoutes);
    await app.register(assessmentRoutes);
    await app.register(assessmentAdminRoutes);
    await app.register(trustlinkRoutes);
    await app.register(academyAccountsRoutes);
    await app.register(learnerAccountRoutes);
    await app.register(learnerRecoveryRoutes);
    await app.register(academyRoutes);
    await app.register(finalAssessmentRoutes);
    await app.register(transcriptRoutes);
    await app.register(certificateVerificationRoutes);
    await app.register(openBadgesRoutes);
    await app.register(academyMediaRoutes);
    await app.register(courseAdminRoutes);
    await app.register(webPlugin, { root: config.WEB_DIST });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
