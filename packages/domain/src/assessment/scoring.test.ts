import { describe, expect, it } from 'vitest';
import { pillars, QUESTION_COUNT, questions, questionsByPillar } from './questions.ts';
import { saveAnswersSchema } from './schemas.ts';
import { awardFor, resultValidUntil, scoreAssessment, unansweredQuestions } from './scoring.ts';

const allAt = (option: number) => Object.fromEntries(questions.map((q) => [q.id, option]));
const medalTitle = (score: number) => awardFor(score).medal?.title ?? null;
const badgeIds = (score: number, previous?: number) =>
  awardFor(score, previous).badges.map((badge) => badge.id);

describe('the questionnaire', () => {
  it('asks about 30 questions over the four pillars, each with 4 or 5 options', () => {
    expect(questions.length).toBe(30);
    for (const pillar of pillars)
      expect(questionsByPillar(pillar.id).length).toBeGreaterThanOrEqual(6);
    for (const question of questions) {
      expect(question.options.length).toBeGreaterThanOrEqual(4);
      expect(question.options.length).toBeLessThanOrEqual(5);
    }
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const pillar of pillars) {
      expect(questionsByPillar(pillar.id).length, pillar.id).toBe(pillar.questionCount);
    }
    expect(QUESTION_COUNT).toBe(questions.length);
  });
});

describe('medal and badges at the score boundaries', () => {
  it.each([
    [0, null, 'Beginning'],
    [49, null, 'Beginning'],
    [50, 'Green Starter', 'Developing'],
    [69, 'Green Starter', 'Developing'],
    [70, 'Eco Innovator', 'Maturing'],
    [79, 'Eco Innovator', 'Maturing'],
    [80, 'Sustainability Leader', 'Advancing'],
    [89, 'Sustainability Leader', 'Advancing'],
    [90, 'Climate Champion', 'Leading'],
    [100, 'Climate Champion', 'Leading'],
  ])('%i points: %s (%s stage)', (score, medal, stage) => {
    expect(medalTitle(score)).toBe(medal);
    expect(awardFor(score).stage).toBe(stage);
  });

  it('gives the Committed badge below 50 only', () => {
    expect(badgeIds(49)).toEqual(['committed']);
    expect(badgeIds(50)).toEqual([]);
    expect(badgeIds(0)).toEqual(['committed']);
  });
});

describe('Fast Mover on a reassessment', () => {
  it('is earned by a rise of one full medal level, even by a single point', () => {
    expect(badgeIds(70, 69)).toEqual(['fast-mover']);
    expect(badgeIds(50, 49)).toEqual(['fast-mover']);
    expect(badgeIds(90, 80)).toEqual(['fast-mover']);
  });

  it('is earned by 5 or more points within the same level, not by 4', () => {
    expect(badgeIds(55, 50)).toEqual(['fast-mover']);
    expect(badgeIds(54, 50)).toEqual([]);
    expect(badgeIds(45, 40)).toEqual(['committed', 'fast-mover']);
    expect(badgeIds(44, 40)).toEqual(['committed']);
  });

  it('is not earned by a fall or without a previous assessment', () => {
    expect(badgeIds(60, 75)).toEqual([]);
    expect(badgeIds(100)).toEqual([]);
  });
});

describe('validity', () => {
  it('runs one year from the day of issue', () => {
    expect(resultValidUntil(new Date('2026-11-25T02:00:00Z')).toISOString()).toBe(
      '2027-11-25T02:00:00.000Z',
    );
  });

  it('ends on 28 February for a result issued on 29 February', () => {
    expect(resultValidUntil(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
});

describe('scoring the answers', () => {
  it('scores the lowest answers 0 with the Committed badge and three weakest areas', () => {
    const result = scoreAssessment(allAt(0));
    expect(result.overall).toBe(0);
    expect(result.pillars.map((p) => p.score)).toEqual([0, 0, 0, 0]);
    expect(result.badges.map((b) => b.title)).toEqual(['Committed Badge']);
    expect(result.weakest.map((a) => a.area)).toEqual([
      'Carbon footprint (Scopes 1 and 2)',
      'Value chain emissions (Scope 3)',
      'Climate targets',
    ]);
    expect(result.strengths).toEqual([]);
  });

  it('scores the highest answers 100, a Climate Champion with no weak areas', () => {
    const result = scoreAssessment(allAt(4));
    expect(result.overall).toBe(100);
    expect(result.medal?.title).toBe('Climate Champion');
    expect(result.weakest).toEqual([]);
    expect(result.strengths).toHaveLength(3);
  });

  it('averages each pillar, then weighs the four pillars equally', () => {
    const answers = { ...allAt(2) };
    for (const q of questionsByPillar('environment')) answers[q.id] = 4;
    for (const q of questionsByPillar('data')) answers[q.id] = 3;
    const result = scoreAssessment(answers, 40);
    expect(result.pillars).toEqual([
      { id: 'environment', title: 'Environment', score: 100, answered: 8, questions: 8 },
      { id: 'social', title: 'Social', score: 50, answered: 7, questions: 7 },
      { id: 'governance', title: 'Governance', score: 50, answered: 7, questions: 7 },
      { id: 'data', title: 'Data & reporting readiness', score: 75, answered: 8, questions: 8 },
    ]);
    expect(result.overall).toBe(69);
    expect(result.medal?.title).toBe('Green Starter');
    expect(result.badges.map((b) => b.id)).toEqual(['fast-mover']);
  });

  it('refuses to score an incomplete questionnaire', () => {
    const answers = allAt(1);
    delete answers['gov-board'];
    expect(unansweredQuestions(answers).map((q) => q.id)).toEqual(['gov-board']);
    expect(() => scoreAssessment(answers)).toThrow(RangeError);
  });
});

describe('the answers schema', () => {
  it('refuses unknown questions and options out of range with a human message', () => {
    const unknown = saveAnswersSchema.safeParse({ answers: { nope: 1 } });
    expect(unknown.error?.issues[0]?.message).toBe(
      'One of the answers is for a question that does not exist.',
    );
    for (const bad of [5, -1, 1.5, 1e308, '2', null]) {
      const result = saveAnswersSchema.safeParse({ answers: { 'env-energy': bad } });
      expect(result.error?.issues[0]?.message).toBe(
        'Please choose one of the 5 options for “Energy use and renewables”.',
      );
    }
    expect(saveAnswersSchema.parse({ answers: { 'env-energy': 4 } }).answers).toEqual({
      'env-energy': 4,
    });
  });
});
