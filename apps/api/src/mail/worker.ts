import type { FastifyInstance } from 'fastify';
import { claimJobSlot } from '../jobs/schedule.ts';
import {
  claimDueMessages,
  failAbandonedMessages,
  markAttemptFailed,
  markSent,
  releaseClaims,
  type OutboxMessage,
} from './outbox.ts';
import { createSmtpTransport, describeMailError, type MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  /** Pause between polls of the outbox when it is empty (default 5 s; tests use less). */
  pollIntervalMs?: number;
  /** Messages claimed per round. */
  batchSize?: number;
  /** A transport instead of the SMTP one built from SMTP_URL (tests). */
  transport?: MailTransport;
}

export interface MailWorker {
  /** Sends what is due now; resolves when the outbox has nothing due left. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's outbox worker, when it sends mail (SMTP_URL set). */
    mailWorker?: MailWorker;
  }
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_BATCH = 10;
const SHUTDOWN_WAIT_MS = 10_000;

/**
 * Starts the outbox worker of this server instance: from `onReady` it polls the outbox, sends
 * due messages through SMTP and records the outcome; `app.close()` stops it after the message in
 * hand. Several instances may run it against one database (claims use SKIP LOCKED).
 * Without SMTP_URL nothing is sent: messages stay queued and the start-up log says so.
 * Call before the app is ready (before `listen`, `ready` or the first `inject`).
 */
export function startMailWorker(
  app: FastifyInstance,
  options: MailWorkerOptions = {},
): MailWorker | undefined {
  const { SMTP_URL, MAIL_FROM } = app.config;
  if (!SMTP_URL && !options.transport) {
    app.log.info('mail: SMTP_URL is not set; e-mail is kept in the outbox and not sent');
    return undefined;
  }
  const transport = options.transport ?? createSmtpTransport(SMTP_URL!);
  const pollMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const log = app.log.child({ component: 'mail-worker' });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let polling: Promise<void> | undefined;

  async function send(message: OutboxMessage) {
    try {
      await transport.sendMail({
        from: MAIL_FROM,
        to: message.toAddress,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
      });
    } catch (error) {
      const { text, code, responseCode } = describeMailError(error);
      const status = await markAttemptFailed(app.db, message.id, message.attempts, text);
      // Ids and codes only: the message itself holds personal data.
      log.warn(
        {
          outboxId: message.id,
          kind: message.kind,
          attempts: message.attempts,
          code,
          responseCode,
        },
        status === 'failed'
          ? 'mail delivery failed; giving up'
          : 'mail delivery failed; will retry',
      );
      return;
    }
    await markSent(app.db, message.id);
    log.info({ outboxId: message.id, kind: message.kind }, 'mail sent');
  }

  async function drainOnce() {
    await failAbandonedMessages(app.db);
    for (;;) {
      if (stopped) return;
      const batch = await claimDueMessages(app.db, batchSize);
      for (const [index, message] of batch.entries()) {
        if (stopped) {
          // Shutting down: hand back what was claimed but not tried, for the next worker.
          await releaseClaims(
            app.db,
            batch.slice(index).map((m) => m.id),
          );
          return;
        }
        await send(message);
      }
      if (batch.length < batchSize) return;
    }
  }

  /** One round at a time: a drain requested during a round waits for it, then runs again. */
  function runRound(): Promise<void> {
    const previous = round ?? Promise.resolve();
    const next = previous.then(drainOnce).catch((error: unknown) => {
      log.error({ err: error }, 'mail worker round failed; will try again');
    });
    round = next;
    return next;
  }

  // Every instance polls, but one per period runs the round: the per-message claims would keep
  // two rounds apart anyway; this keeps N instances from polling N times as often.
  const myTurn = () =>
    claimJobSlot(app.db, 'outbox-sending', pollMs * 0.9).catch((error: unknown) => {
      log.error({ err: error }, 'mail worker could not check its turn; will try again');
      return false;
    });

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      const claim = myTurn();
      polling = claim.then(() => {});
      void claim.then((mine) => (mine ? runRound() : undefined)).then(schedule);
    }, pollMs);
    timer.unref();
  }

  app.addHook('onReady', async () => {
    log.info({ pollIntervalMs: pollMs }, 'mail: sending queued e-mail through SMTP');
    void runRound().then(schedule);
  });
  // preClose runs before the onClose hooks that close the database. The message in hand may
  // finish, within a bound: one cut short stays claimed and is retried when its lease ends.
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    let wait: NodeJS.Timeout | undefined;
    await polling;
    await Promise.race([round, new Promise((done) => (wait = setTimeout(done, SHUTDOWN_WAIT_MS)))]);
    clearTimeout(wait);
    transport.close();
  });

  const worker = { drain: runRound };
  app.decorate('mailWorker', worker);
  return worker;
}
