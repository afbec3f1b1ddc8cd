import { describe, expect, it } from 'vitest';
import { signInWaitMessage } from './sign-in-wait.ts';

const lockout = { minutes: 15, message: 'Try again in 15 minutes.', wayOut: 'reset your password' };

describe('the sign-in wait message', () => {
  it('is the lockout message up to its length, then the hours and a way out', () => {
    expect(signInWaitMessage(900, lockout)).toBe('Try again in 15 minutes.');
    expect(signInWaitMessage(30, lockout)).toBe('Try again in 15 minutes.');
    expect(signInWaitMessage(901, lockout)).toBe(
      'Too many failed sign-ins for this account today. Try again in 1 hour, or reset your password.',
    );
    expect(signInWaitMessage(5 * 3600 + 1, lockout)).toBe(
      'Too many failed sign-ins for this account today. Try again in 6 hours, or reset your password.',
    );
  });
});
