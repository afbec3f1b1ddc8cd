import { caseDeadlines } from '@verdantia/domain';
import { inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { outboxMessages, trustlinkInteractions } from '../db/schema/index.ts';

// Every label is a route pattern, a method, a status class or a fixed word: never an ID, an
// address or anything a person typed, so the series count stays small and holds no personal data.

/** The metrics of one app instance, in a registry of its own (tests build many apps). */
export function createMetrics(app: FastifyInstance, database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'verdantia_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit or a lockout, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'verdantia_db_pool_connections_in_use',
    help: 'Database connections checked out of the pool (the embedded database has one)',
    registers: [registry],
    collect() {
      const pool = database.client;
      this.set(
        database.driver === 'postgres' && 'totalCount' in pool
          ? pool.totalCount - pool.idleCount
          : 1,
      );
    },
  });
  new Gauge({
    name: 'verdantia_db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      const pool = database.client;
      this.set(database.driver === 'postgres' && 'waitingCount' in pool ? pool.waitingCount : 0);
    },
  });

  const pending = inArray(outboxMessages.status, ['queued', 'sending']);
  const outboxLength = new Gauge({
    name: 'verdantia_outbox_queue_length',
    help: 'E-mails waiting in the outbox (queued or being sent)',
    registers: [registry],
  });
  new Gauge({
    name: 'verdantia_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when empty)',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({
          count: sql<number>`count(*)::int`,
          age: sql<number>`coalesce(extract(epoch from now() - min(${outboxMessages.createdAt})), 0)::float`,
        })
        .from(outboxMessages)
        .where(pending);
      outboxLength.set(row?.count ?? 0);
      this.set(row?.age ?? 0);
    },
  });

  new Gauge({
    name: 'verdantia_trustlink_cases_overdue',
    help: 'Open TrustLink cases past their acknowledgement or feedback deadline',
    registers: [registry],
    async collect() {
      const t = trustlinkInteractions;
      const open = await app.db
        .select({
          receivedAt: t.receivedAt,
          acknowledgedAt: t.acknowledgedAt,
          feedbackGivenAt: t.feedbackGivenAt,
          closedAt: t.closedAt,
        })
        .from(t)
        .where(ne(t.status, 'closed'));
      const now = new Date();
      this.set(open.filter((dates) => caseDeadlines(dates, now).overdue).length);
    },
  });

  return {
    registry,
    /** Records one answered request. */
    observe(method: string, route: string, statusCode: number, seconds: number) {
      requestDuration.observe(
        { method, route, status_class: `${Math.floor(statusCode / 100)}xx` },
        seconds,
      );
      if (statusCode === 429) refusals.inc({ route });
    },
  };
}
