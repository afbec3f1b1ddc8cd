/**
 * A question with the entries a correct answer may cite: a standard's number ('2.2'), or an
 * entry id ('principle:7', 'domain:III', 'fundamentals:publication', 'glossary:board').
 */
export interface GoldQuestion {
  question: string;
  expected: string[];
}
