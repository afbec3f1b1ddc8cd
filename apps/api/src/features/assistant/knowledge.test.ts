import { standardsStructure } from '@verdantia/domain';
import { describe, expect, it } from 'vitest';
import { knowledgeDocuments, standards } from './knowledge/index.ts';
import { expandQuery, processTerm, stem } from './text-processing.ts';

describe('the knowledge base', () => {
  it('covers the 52 standards of the reference structure, numbers and titles alike', () => {
    const reference = standardsStructure.flatMap((domain) =>
      domain.principles.flatMap((principle) => principle.standards),
    );
    expect(reference).toHaveLength(52);
    expect(standards.map(({ number, title }) => ({ number, title }))).toEqual(reference);
  });

  it('says for every standard what it requires, how it is done and what shows it', () => {
    for (const entry of standards) {
      expect(entry.requires.length, entry.number).toBeGreaterThan(80);
      expect(entry.practice.length, entry.number).toBeGreaterThan(40);
      expect(entry.evidence.length, entry.number).toBeGreaterThan(30);
      expect(entry.phrasings.length, entry.number).toBeGreaterThanOrEqual(4);
    }
  });

  it('holds the domains, principles, fundamentals and glossary, each with a unique anchor', () => {
    const kinds = knowledgeDocuments.map((doc) => doc.source.kind);
    expect(kinds.filter((kind) => kind === 'domain')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'principle')).toHaveLength(15);
    expect(kinds.filter((kind) => kind === 'fundamentals')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'glossary')).toHaveLength(10);
    const anchors = knowledgeDocuments.map((doc) => doc.source.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});

describe('search terms', () => {
  it('folds related forms and British and American spellings onto one stem', () => {
    expect(new Set(['audit', 'auditor', 'auditors', 'auditing', 'audited'].map(stem)).size).toBe(1);
    expect(stem('organisation')).toBe(stem('organization'));
    expect(stem('scepticism')).toBe(stem('skepticism'));
    expect(stem('impartiality')).toBe(stem('impartial'));
    expect(stem('independence')).toBe(stem('independent'));
  });

  it('drops stop words and bare numbers', () => {
    expect(processTerm('the')).toBeNull();
    expect(processTerm('2024')).toBeNull();
    expect(processTerm('Charters')).toBe(stem('charter'));
  });

  it('adds the Standards’ words for acronyms and everyday phrases', () => {
    expect(expandQuery('Who appoints the CAE?')).toContain('chief audit executive');
    expect(expandQuery('our audit committee')).toContain('board');
    expect(expandQuery('When is the EQA due?')).toContain('external quality assessment');
  });
});
