import { describe, expect, it } from 'vitest';
import { findSitePage } from '../site/routes.ts';
import { frameworkCoverage } from './coverage.ts';
import { frameworkMap } from './framework-map.ts';
import { frameworks } from './frameworks.ts';
import { guidance } from './guidance.ts';
import { questions } from './questions.ts';
import { NOT_APPLICABLE } from './scoring.ts';

const allAt = (option: number) => Object.fromEntries(questions.map((q) => [q.id, option]));

describe('the framework mapping', () => {
  it('maps every question to at least one ESRS topic, EcoVadis theme and B Impact area', () => {
    for (const question of questions) {
      const mapping = frameworkMap[question.id];
      expect(mapping, question.id).toBeDefined();
      expect(mapping!.esrs.length, question.id).toBeGreaterThan(0);
      expect(mapping!.vsme.length, question.id).toBeGreaterThan(0);
      expect(mapping!.ecovadis.length, question.id).toBeGreaterThan(0);
      expect(mapping!['b-impact'].length, question.id).toBeGreaterThan(0);
    }
  });

  it('names only topics the frameworks have, and only questions that exist', () => {
    const ids = new Set(questions.map((q) => q.id));
    for (const [questionId, mapping] of Object.entries(frameworkMap)) {
      expect(ids.has(questionId), questionId).toBe(true);
      for (const framework of frameworks) {
        const topics = new Set(framework.topics.map((t) => t.id));
        for (const topic of mapping[framework.id]) expect(topics.has(topic), topic).toBe(true);
      }
    }
  });

  it('covers every topic of each framework when all questions are answered', () => {
    const rows = frameworkCoverage(allAt(2), 'large').frameworks;
    expect(rows.map((r) => [r.id, r.percent, r.missing])).toEqual([
      ['esrs', 100, []],
      ['ecovadis', 100, []],
      ['b-impact', 100, []],
    ]);
  });

  it('lists VSME for small companies only, and N/A answers address nothing', () => {
    const soleTrader = {
      ...allAt(1),
      'soc-health-safety': NOT_APPLICABLE,
      'soc-diversity': NOT_APPLICABLE,
      'soc-development': NOT_APPLICABLE,
      'soc-wellbeing': NOT_APPLICABLE,
    };
    const rows = frameworkCoverage(soleTrader, 'sole-trader').frameworks;
    expect(rows.map((r) => r.id)).toEqual(['esrs', 'vsme', 'ecovadis', 'b-impact']);
    const vsme = rows.find((r) => r.id === 'vsme')!;
    expect(vsme.missing).toEqual([
      'B8 Workforce: general characteristics',
      'B9 Workforce: health and safety',
      'B10 Workforce: pay, collective bargaining and training',
    ]);
    expect(vsme.percent).toBe(73);
    expect(rows.find((r) => r.id === 'b-impact')!.missing).toEqual(['Workers']);
  });
});

describe('guidance and links', () => {
  it('gives every question guidance, an owner, and a link to a page of this site', () => {
    for (const question of questions) {
      const entry = guidance[question.id];
      expect(entry, question.id).toBeDefined();
      for (const text of [entry!.meaning, entry!.evidence, entry!.owner])
        expect(text.length, question.id).toBeGreaterThan(5);
      expect(findSitePage(question.service.path)?.path, question.service.path).toBe(
        question.service.path,
      );
    }
    expect(Object.keys(guidance).sort()).toEqual(questions.map((q) => q.id).sort());
  });
});
