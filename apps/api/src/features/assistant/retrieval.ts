import MiniSearch from 'minisearch';
import { knowledgeDocuments, type KnowledgeDocument } from './knowledge/index.ts';
import { expandQuery, processTerm } from './text-processing.ts';
import { asksUnknowable, namedFramework, OFF_TOPIC, ON_TOPIC } from './scope.ts';

/**
 * Below this BM25+ score the best passage is not about the question: the Standards do not cover
 * it. Calibrated on the tuning part of the gold set and the must-refuse set (evaluation/): every
 * must-refuse question stays under it while gold questions stay above.
 */
export const MIN_SCORE = 35;
/**
 * Passages cited besides the best one must score at least this share of it. High on purpose: an
 * answer cites what it rests on, and the runners-up become follow-up questions instead.
 */
export const RELATIVE_CUT = 0.95;
const MAX_SOURCES = 3;
/** How many of the best passages are kept for ranking ("you may mean", hit@3). */
const NEAREST = 5;
/** Under the cut, passages this close still count as "you may mean"; weaker ones are noise. */
const NEAR_SHARE = 0.4;

/**
 * When more than this share of a question's own words appear nowhere in the knowledge base, the
 * question is about something else, whatever a synonym of one word of it matches ("fix a flat
 * bicycle tyre").
 */
const UNKNOWN_SHARE = 0.6;

/** Why an answer cites nothing. */
export type Refusal = 'empty' | 'not-covered' | 'other-framework' | 'unknowable';

export interface Retrieved {
  /** The passages the answer rests on and cites, best first. */
  cited: KnowledgeDocument[];
  /** The best passages in order, cited or not. */
  nearest: KnowledgeDocument[];
  refusal: Refusal | null;
  /** The other framework a refused question names ("COSO"), for the answer to say so. */
  framework?: string;
}

export interface Retrieval {
  search(query: string): Retrieved;
  byId(id: string): KnowledgeDocument | undefined;
}

const byId = new Map(knowledgeDocuments.map((doc) => [doc.id, doc]));

/** A reference to a standard or principle by its number jumps straight to that entry. */
export function explicitReferences(query: string): KnowledgeDocument[] {
  const found: KnowledgeDocument[] = [];
  for (const match of query.matchAll(/\b(\d{1,2}\.\d)\b/g)) {
    const doc = byId.get(`standard:${match[1]}`);
    if (doc) found.push(doc);
  }
  for (const match of query.matchAll(/\bprinciple\s+(\d{1,2})\b/gi)) {
    const doc = byId.get(`principle:${match[1]}`);
    if (doc) found.push(doc);
  }
  return found;
}

/** A text's search terms, processed as the index processes them. */
const termsOf = (text: string) =>
  text
    .split(/[\n\r\p{Z}\p{P}\p{S}]+/u)
    .map((word) => processTerm(word))
    .filter((term): term is string => Boolean(term));

const refused = (refusal: Refusal, nearest: KnowledgeDocument[] = []): Retrieved => ({
  cited: [],
  nearest,
  refusal,
});

/** Builds the index once (at start-up) and answers searches from memory. */
export function buildRetrieval(): Retrieval {
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ['title', 'phrasings', 'context', 'body'],
    storeFields: [],
    processTerm,
    searchOptions: {
      boost: { title: 3, phrasings: 2.5, context: 0.6, body: 1 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(knowledgeDocuments);
  const vocabulary = new Set(
    knowledgeDocuments.flatMap((doc) =>
      termsOf(`${doc.title} ${doc.phrasings} ${doc.context} ${doc.body}`),
    ),
  );
  const mostlyUnknown = (query: string) => {
    const own = [...new Set(termsOf(query))];
    const unknown = own.filter((term) => !vocabulary.has(term));
    return own.length > 0 && unknown.length / own.length > UNKNOWN_SHARE;
  };

  return {
    byId: (id) => byId.get(id),
    search(query) {
      const direct = explicitReferences(query);
      if (!direct.length) {
        if (!query.trim()) return refused('empty');
        const framework = namedFramework(query);
        if (framework) return { ...refused('other-framework'), framework };
        if (asksUnknowable(query)) return refused('unknowable');
        if (mostlyUnknown(query)) return refused('not-covered');
        if (OFF_TOPIC.test(query) && !ON_TOPIC.test(query)) return refused('not-covered');
      }
      const results = index.search(expandQuery(query));
      const best = results[0];
      const refusing = !direct.length && (!best || best.score < MIN_SCORE);
      const ranked = results
        .slice(0, NEAREST)
        .filter((result) => !refusing || result.score >= MIN_SCORE * NEAR_SHARE)
        .map((result) => byId.get(String(result.id))!);
      const nearest = [...new Map([...direct, ...ranked].map((doc) => [doc.id, doc])).values()];
      if (refusing) {
        return refused(best ? 'not-covered' : 'empty', nearest);
      }
      const cut = (best?.score ?? 0) * RELATIVE_CUT;
      const strong = results
        .filter((result) => result.score >= cut)
        .map((result) => byId.get(String(result.id))!);
      // A standard asked for by number is what the answer cites; nothing else rides along.
      const cited = direct.length ? direct : strong;
      return { cited: cited.slice(0, MAX_SOURCES), nearest, refusal: null };
    },
  };
}
