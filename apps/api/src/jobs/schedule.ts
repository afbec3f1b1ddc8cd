import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

/** This process among the instances: random, so logs and rows name no host or address. */
export const INSTANCE_ID = randomBytes(4).toString('hex');

export interface ScheduledJob {
  /** Stable name: the row in scheduled_jobs that the instances compete for. */
  name: string;
  /** At most one run across all instances per this many milliseconds. */
  everyMs: number;
  run(): Promise<void>;
  /** How often each instance asks whether a run is due (default: the period, at most a minute). */
  checkMs?: number;
  /**
   * At an instance's start, run unless any instance ran the job within this many milliseconds
   * (default: `everyMs`). A short one makes a clean-up run after every restart (a crash may have
   * left work for it) while instances starting together still run it once.
   */
  startMs?: number;
}

/**
 * Takes the current slot of a job if no instance ran it within `everyMs`, using the database's
 * clock. The conditional UPDATE locks the row, so of two instances asking at once the second
 * re-reads the moved `last_run_at` and gets nothing.
 * @returns true when this instance should run the job now.
 */
export async function claimJobSlot(db: Database, name: string, everyMs: number): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  const t = scheduledJobs;
  const claimed = await db
    .update(t)
    .set({ lastRunAt: sql`now()`, lastRunBy: INSTANCE_ID, runs: sql`${t.runs} + 1` })
    .where(
      sql`${t.name} = ${name} and (${t.lastRunAt} is null or ${t.lastRunAt} <= now() - make_interval(secs => ${everyMs / 1000}))`,
    )
    .returning({ runs: t.runs });
  return claimed.length > 0;
}

/**
 * Runs a job on its schedule once across every instance sharing the database: from `onReady`
 * each instance checks whether the slot is free and the one that takes it runs the job.
 * `app.close()` stops checking and waits for a run in progress. Call before the app is ready.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  const log = app.log.child({ job: job.name });
  const checkMs = job.checkMs ?? Math.min(job.everyMs, 60_000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const check = async (withinMs = job.everyMs) => {
    try {
      if (stopped || !(await claimJobSlot(app.db, job.name, withinMs))) return;
      log.debug({ instance: INSTANCE_ID }, 'scheduled job started');
      await job.run();
      log.info({ instance: INSTANCE_ID }, 'scheduled job ran');
    } catch (error) {
      log.error({ err: error }, 'scheduled job failed; the next slot tries again');
    }
  };
  const tick = (withinMs?: number) => {
    running = running.then(() => check(withinMs));
  };

  app.addHook('onReady', async () => {
    tick(job.startMs);
    timer = setInterval(() => tick(), checkMs);
    timer.unref();
  });
  // Before the database closes (onClose): a run in progress finishes, no new one starts.
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
