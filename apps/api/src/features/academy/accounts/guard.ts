import type { FastifyInstance } from 'fastify';
import { createSignInGuard, type SignInGuard } from '../../../auth/sign-in-guard.ts';

// One learner sign-in guard per app: sign-in counts the failures, and a password reset (which
// proves the owner) forgets the account's daily count. Counters in memory live in the guard, so
// both must use the same one. Keyed by the store: each plugin sees its own `app` object, but
// they all share the root's counter store.
const guards = new WeakMap<object, SignInGuard>();

export function learnerSignInGuard(app: FastifyInstance): SignInGuard {
  let guard = guards.get(app.counterStore);
  if (!guard) {
    guard = createSignInGuard(app.counterStore, 'learner-sign-in');
    guards.set(app.counterStore, guard);
  }
  return guard;
}
