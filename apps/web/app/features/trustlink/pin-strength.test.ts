import { describe, expect, it } from 'vitest';
import { pinStrength } from './pin-strength';

describe('PIN strength hint', () => {
  it('calls repeated or sequential digits weak', () => {
    expect(pinStrength('1111').level).toBe(1);
    expect(pinStrength('123456').level).toBe(1);
  });
  it('grades by length and mixed characters', () => {
    expect(pinStrength('48213907').level).toBe(2);
    expect(pinStrength('Kestrel-48-Moor').level).toBe(3);
  });
  it('invites a choice when empty', () => {
    expect(pinStrength('')).toEqual({ level: 0, label: expect.stringContaining('Choose') });
  });
});
