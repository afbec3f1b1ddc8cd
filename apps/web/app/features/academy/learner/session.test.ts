import { afterEach, describe, expect, it } from 'vitest';
import { LEARNER_CREDENTIAL_KEY } from '@verdantia/domain/academy/learner';
import {
  clearCredential,
  CREDENTIAL_KEY,
  readCredential,
  saveCredential,
  tokenExpired,
} from './session';

const jwt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`;
const answer = (token: string) => ({
  message: 'Logged in successfully',
  token,
  expiresAt: '2030-01-01T00:00:00Z',
  user: {
    _id: 'u1',
    userName: 'Ada',
    email: 'ada@example.com',
    organisation: 'Org',
    position: 'Lead',
    country: 'UK',
  },
});

describe('learner credential', () => {
  afterEach(() => localStorage.clear());

  it('is stored whole under user-cred', () => {
    expect(CREDENTIAL_KEY).toBe(LEARNER_CREDENTIAL_KEY);
    const credential = answer(jwt(Date.now() / 1000 + 3600));
    saveCredential(credential);
    expect(JSON.parse(localStorage.getItem('user-cred')!)).toEqual(credential);
    expect(readCredential()?.user.userName).toBe('Ada');
    clearCredential();
    expect(readCredential()).toBeNull();
  });

  it('treats an expired or unreadable credential as signed out', () => {
    saveCredential(answer(jwt(Date.now() / 1000 - 10)));
    expect(readCredential()).toBeNull();
    localStorage.setItem('user-cred', '{not json');
    expect(readCredential()).toBeNull();
    expect(tokenExpired(jwt(Date.now() / 1000 + 60))).toBe(false);
  });
});
