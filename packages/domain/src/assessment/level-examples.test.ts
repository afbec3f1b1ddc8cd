import { describe, expect, it } from 'vitest';
import { levelExamples } from './level-examples.ts';
import { questions } from './questions.ts';

// Spellings that give American English away in copy meant to be British.
const american =
  /\b(organiz\w*|behavior\w*|labor|color\w*|center\w*|program\b|analyz\w*|prioritiz\w*|favor\w*|recogniz\w*|fulfill\b|license[ds]?\b|catalog\b|utiliz\w*|minimiz\w*)/i;

describe('an example of each maturity level', () => {
  it('gives every question one example per answer level, and no others', () => {
    expect(Object.keys(levelExamples).sort()).toEqual(questions.map((q) => q.id).sort());
    for (const question of questions) {
      const examples = levelExamples[question.id]!;
      expect(examples, question.id).toHaveLength(question.options.length);
      for (const example of examples)
        expect(example.trim().length, question.id).toBeGreaterThan(40);
    }
  });

  it('writes each example for its own question and level, not as filler', () => {
    const all = Object.values(levelExamples).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const question of questions)
      for (const [level, example] of levelExamples[question.id]!.entries()) {
        // An example illustrates a level; it does not repeat the answer's wording.
        expect(example, `${question.id} level ${level + 1}`).not.toBe(question.options[level]);
        expect(example, `${question.id} level ${level + 1}`).not.toMatch(/\blevel \d/i);
      }
  });

  it('is written in British English, in full sentences', () => {
    for (const [id, examples] of Object.entries(levelExamples))
      for (const example of examples) {
        expect(example, id).not.toMatch(american);
        expect(example, id).toMatch(/^[A-Z].*[.]$/);
      }
  });
});
