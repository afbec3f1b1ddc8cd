import { LOCKOUT_MINUTES, MAX_FAILED_SIGN_INS } from '@verdantia/domain';
import { createAttemptCounter, type Attempt, type CounterStore } from './attempt-counter.ts';

// Login protection as OWASP's authentication guidance describes it, for every kind of account
// (staff now; learners and TrustLink PINs reuse it with their own names):
// - failures per account AND client address lock that pair after MAX_FAILED_SIGN_INS, for
//   LOCKOUT_MINUTES: an attacker elsewhere cannot lock the owner out from their own office;
// - failures per account from everywhere have a far higher bar (ACCOUNT_DAILY_FAILURES a day),
//   which stops a slow attack spread over many addresses.
// Each attempt is counted BEFORE the secret is checked, so parallel attempts cannot slip through
// between a read and a write: of 50 parallel wrong passwords at most 5 are ever checked.

export const ACCOUNT_DAILY_FAILURES = 100;
const DAY_SECONDS = 24 * 60 * 60;
const LOCK_SECONDS = LOCKOUT_MINUTES * 60;

/** One admitted attempt: what `failed`/`succeeded` need to settle it. */
export interface SignInTicket {
  pairKey: string;
  accountKey: string;
  pair: Attempt;
  account: Attempt;
}

export interface SignInGuard {
  /**
   * Counts an attempt for `account` (a normalised identifier, known or not: both count alike)
   * from `client`. @returns null when locked: then check nothing and answer "locked".
   */
  begin(account: string, client: string): Promise<SignInTicket | null>;
  /** The secret was wrong. @returns true when this failure locked the account for this client. */
  failed(ticket: SignInTicket): Promise<boolean>;
  /** The secret was right: the pair starts afresh, and this attempt does not count for the day. */
  succeeded(ticket: SignInTicket): Promise<void>;
}

/** A guard whose counters are named `name` (one per kind of account) in `store`. */
export function createSignInGuard(store: CounterStore, name: string): SignInGuard {
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
      if (!pair.allowed) return null;
      // Only attempts this client may make count for the account, so one locked-out address
      // cannot use up the account's daily bar.
      const accountAttempt = await accounts.consume(account);
      if (!accountAttempt.allowed) return null;
      return { pairKey, accountKey: account, pair, account: accountAttempt };
    },
    async failed(ticket) {
      if (ticket.pair.remaining === 0) {
        // The lock runs from this failure, not from the first one of the window.
        await pairs.lock(ticket.pairKey, LOCK_SECONDS);
        return true;
      }
      return ticket.account.remaining === 0;
    },
    async succeeded(ticket) {
      await pairs.clear(ticket.pairKey);
      await accounts.reward(ticket.accountKey);
    },
  };
}
