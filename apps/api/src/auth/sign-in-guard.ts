import { LOCKOUT_MINUTES, MAX_FAILED_SIGN_INS } from '@verdantia/domain';
import { createAttemptCounter, type Attempt, type CounterStore } from './attempt-counter.ts';

// Login protection as OWASP's authentication guidance describes it, for every kind of account
// (staff now; learners and TrustLink PINs reuse it with their own names):
// - failures per account AND client address lock that pair after MAX_FAILED_SIGN_INS, for
//   LOCKOUT_MINUTES: an attacker elsewhere cannot lock the owner out from their own office;
// - failures per account from everywhere have a far higher bar (ACCOUNT_DAILY_FAILURES a day).
//   Past it the account is NOT locked, or anyone could lock anyone out: a client that has itself
//   failed on the account waits (429 with Retry-After), while a client that has not may still try,
//   one attempt at a time and slowed down on the server (a delay growing with the failures). The
//   owner's right password from their own office works; an attack spread over many addresses
//   gets one slow guess per new address.
// Each attempt is counted BEFORE the secret is checked, so parallel attempts cannot slip through
// between a read and a write: of 50 parallel wrong passwords at most 5 are ever checked (1 once
// the account is past its daily bar).

export const ACCOUNT_DAILY_FAILURES = 100;
const DAY_SECONDS = 24 * 60 * 60;
const LOCK_SECONDS = LOCKOUT_MINUTES * 60;
/** The server-side delay past the account's bar: 250 ms more per 10 failures, at most 2 s. */
export const slowDownMs = (failuresOver: number) =>
  Math.min(250 * Math.ceil(Math.max(failuresOver, 1) / 10), 2000);

/** One admitted attempt: what `failed`/`succeeded` need to settle it. */
export interface SignInTicket {
  pairKey: string;
  accountKey: string;
  pair: Attempt;
  account: Attempt;
}

/** An attempt refused before anything is checked, and when this client may try again. */
export interface SignInRefusal {
  locked: true;
  retryAfterSeconds: number;
}

export const isRefusal = (admission: SignInTicket | SignInRefusal): admission is SignInRefusal =>
  'locked' in admission;

/** True for the one failure that took the account to its daily bar (to warn its owner once). */
export const reachedAccountBar = (ticket: SignInTicket) =>
  ticket.account.count === ACCOUNT_DAILY_FAILURES;

export interface SignInGuard {
  /**
   * Counts an attempt for `account` (a normalised identifier, known or not: both count alike)
   * from `client`. @returns a refusal when this client must wait: then check nothing and answer
   * "locked" with its Retry-After.
   */
  begin(account: string, client: string): Promise<SignInTicket | SignInRefusal>;
  /**
   * The secret was wrong. @returns a refusal when this failure locked the account for this
   * client (answer "locked" with its Retry-After), else undefined.
   */
  failed(ticket: SignInTicket): Promise<SignInRefusal | undefined>;
  /** The secret was right: the pair starts afresh, and this attempt does not count for the day. */
  succeeded(ticket: SignInTicket): Promise<void>;
  /** Forgets the account's daily failures (its owner proved who they are, e.g. by a reset link). */
  clearAccount(account: string): Promise<void>;
}

const refusal = (ms: number): SignInRefusal => ({
  locked: true,
  retryAfterSeconds: Math.max(Math.ceil(ms / 1000), 1),
});

/** A guard whose counters are named `name` (one per kind of account) in `store`. */
export function createSignInGuard(
  store: CounterStore,
  name: string,
  delay: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): SignInGuard {
  // "In a row" for the pair: the window is long, and a success clears it.
  const pairs = createAttemptCounter(store, {
    name: `${name}:pair`,
    points: MAX_FAILED_SIGN_INS,
    windowSeconds: DAY_SECONDS,
  });
  const accounts = createAttemptCounter(store, {
    name: `${name}:account`,
    points: ACCOUNT_DAILY_FAILURES,
    windowSeconds: DAY_SECONDS,
  });
  return {
    async begin(account, client) {
      const pairKey = `${account}|${client}`;
      const pair = await pairs.consume(pairKey);
      if (!pair.allowed) return refusal(pair.retryAfterMs);
      // Only attempts this client may make count for the account, so one locked-out address
      // cannot use up the account's daily bar.
      const accountAttempt = await accounts.consume(account);
      if (!accountAttempt.allowed) {
        // Past the bar: a client with an earlier attempt still counted (a failure, or one in
        // flight) waits for the day's window; a fresh one is slowed down, not refused.
        if (pair.count > 1) {
          // Nothing was checked: the attempt does not count towards this client's own lock.
          await pairs.reward(pairKey);
          return refusal(accountAttempt.retryAfterMs);
        }
        await delay(slowDownMs(accountAttempt.count - ACCOUNT_DAILY_FAILURES));
      }
      return { pairKey, accountKey: account, pair, account: accountAttempt };
    },
    async failed(ticket) {
      if (ticket.pair.remaining === 0) {
        // The lock runs from this failure, not from the first one of the window.
        await pairs.lock(ticket.pairKey, LOCK_SECONDS);
        return refusal(LOCK_SECONDS * 1000);
      }
      // At or past the account's bar, a client that has failed waits from now on.
      return ticket.account.remaining === 0 ? refusal(ticket.account.retryAfterMs) : undefined;
    },
    async succeeded(ticket) {
      await pairs.clear(ticket.pairKey);
      await accounts.reward(ticket.accountKey);
    },
    async clearAccount(account) {
      await accounts.clear(account);
    },
  };
}
