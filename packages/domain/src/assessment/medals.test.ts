import { describe, expect, it } from 'vitest';
import {
  awardProcess,
  badges,
  badgesFor,
  formatScoreRange,
  isCommitted,
  isFastMover,
  isValidScore,
  medalExpiresAt,
  medalForScore,
  medals,
  stageForScore,
} from './medals.ts';

describe('medal table', () => {
  it('holds the four medals with tier, stage and range', () => {
    expect(medals.map((m) => [m.title, m.tier, m.stage, formatScoreRange(m)])).toEqual([
      ['Green Starter', 'Bronze', 'Developing', '50–69'],
      ['Eco Innovator', 'Silver', 'Maturing', '70–79'],
      ['Sustainability Leader', 'Gold', 'Advancing', '80–89'],
      ['Climate Champion', 'Diamond', 'Leading', '90–100'],
    ]);
  });

  it('leaves no gap or overlap between 50 and 100', () => {
    for (let i = 1; i < medals.length; i++) {
      expect(medals[i]!.minScore).toBe(medals[i - 1]!.maxScore + 1);
    }
    expect(medals.at(-1)!.maxScore).toBe(100);
  });
});

describe('medalForScore', () => {
  it.each([
    [0, null],
    [49, null],
    [49.9, null],
    [50, 'Green Starter'],
    [69, 'Green Starter'],
    [69.5, 'Green Starter'],
    [70, 'Eco Innovator'],
    [79, 'Eco Innovator'],
    [80, 'Sustainability Leader'],
    [89, 'Sustainability Leader'],
    [90, 'Climate Champion'],
    [100, 'Climate Champion'],
  ])('scores %s as %s', (score, title) => {
    expect(medalForScore(score)?.title ?? null).toBe(title);
  });

  it.each([-1, 100.5, 101, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (score) => {
    expect(isValidScore(score)).toBe(false);
    expect(() => medalForScore(score)).toThrow(RangeError);
  });

  it('refuses values that are not numbers', () => {
    expect(isValidScore('80')).toBe(false);
    expect(isValidScore(null)).toBe(false);
    expect(() => medalForScore('80' as unknown as number)).toThrow(RangeError);
  });

  it('names the stage, Beginning below 50', () => {
    expect(stageForScore(49)).toBe('Beginning');
    expect(stageForScore(50)).toBe('Developing');
    expect(stageForScore(95)).toBe('Leading');
  });
});

describe('badges', () => {
  it('has the Committed and Fast Mover badges', () => {
    expect(badges.map((b) => b.title)).toEqual(['Committed Badge', 'Fast Mover Badge']);
  });

  it('gives Committed at the Beginning stage only', () => {
    expect(isCommitted(0)).toBe(true);
    expect(isCommitted(49)).toBe(true);
    expect(isCommitted(50)).toBe(false);
  });

  it.each([
    [60, 70, true], // up a full level with a small gain
    [69, 70, true],
    [45, 50, true], // Beginning to Green Starter
    [50, 90, true], // several levels
    [70, 75, true], // +5 within Silver
    [50, 55, true],
    [20, 25, true], // +5 within Beginning
    [70, 74, false], // +4 within the level
    [90, 94, false],
    [75, 75, false],
    [80, 70, false], // a fall
    [85, 90.5, true],
  ])('isFastMover(%s, %s) is %s', (previous, current, expected) => {
    expect(isFastMover(previous, current)).toBe(expected);
  });

  it('refuses invalid scores in isFastMover', () => {
    expect(() => isFastMover(-5, 60)).toThrow(RangeError);
    expect(() => isFastMover(60, 101)).toThrow(RangeError);
  });

  it('combines Fast Mover with any medal and Committed with Beginning', () => {
    expect(badgesFor(92, 84).map((b) => b.id)).toEqual(['fast-mover']);
    expect(badgesFor(40).map((b) => b.id)).toEqual(['committed']);
    expect(badgesFor(40, 30).map((b) => b.id)).toEqual(['committed', 'fast-mover']);
    expect(badgesFor(72, 71)).toEqual([]);
  });
});

describe('validity and process', () => {
  it('expires one year after issuance', () => {
    expect(medalExpiresAt(new Date('2025-03-14T10:00:00Z')).toISOString()).toBe(
      '2026-03-14T10:00:00.000Z',
    );
    expect(medalExpiresAt(new Date('2024-02-29T00:00:00Z')).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });

  it('has the five steps with the durations of the spec', () => {
    expect(awardProcess.map((s) => s.title)).toEqual([
      'Register',
      'Complete the assessment',
      'Verification',
      'Maturity scoring',
      'Medal assignment',
    ]);
    expect(awardProcess[1]!.duration).toBe('Under 30 minutes');
    expect(awardProcess[2]!.duration).toBe('Typically 2–4 weeks');
  });
});
