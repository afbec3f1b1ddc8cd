import type { KnowledgeDocument } from './knowledge/index.ts';

// An answer may only cite what was retrieved for it. Written text (the LLM's, above all) is
// checked here: a standard or principle it names that is not among the retrieved passages is a
// citation with nothing behind it.

const STANDARD_IN_TEXT = /\b(?:standards?\s+)?(\d{1,2}\.\d)\b/gi;
const PRINCIPLE_IN_TEXT = /\bprinciples?\s+(\d{1,2})\b/gi;

/** The entry ids a text cites: 'standard:9.2', 'principle:7'. */
export function citationsIn(text: string): string[] {
  const ids = [
    ...[...text.matchAll(STANDARD_IN_TEXT)].map((match) => `standard:${match[1]}`),
    ...[...text.matchAll(PRINCIPLE_IN_TEXT)].map((match) => `principle:${match[1]}`),
  ];
  return [...new Set(ids)];
}

/**
 * The standards and principles a text names that were not retrieved: neither cited, nor named by
 * a cited passage itself (a principle's answer lists its standards; a standard's names its
 * principle).
 */
export function unbackedCitations(text: string, retrieved: KnowledgeDocument[]): string[] {
  const allowed = new Set(retrieved.flatMap((doc) => [doc.id, ...citationsIn(doc.answer)]));
  return citationsIn(text).filter((id) => !allowed.has(id));
}

export const isGrounded = (text: string, retrieved: KnowledgeDocument[]) =>
  unbackedCitations(text, retrieved).length === 0;
