import MiniSearch from 'minisearch';
import { knowledgeDocuments, type KnowledgeDocument } from './knowledge/index.ts';
import { expandQuery, processTerm } from './text-processing.ts';

/**
 * Below this BM25+ score the best passage is not about the question: the query counts as out of
 * scope. Set from the evaluation set (knowledge/evaluation.ts): every out-of-scope question stays
 * under it while in-scope questions stay above.
 */
export const MIN_SCORE = 25;
/** Passages cited besides the best one must score at least this share of it. */
const RELATIVE_CUT = 0.55;
const MAX_SOURCES = 3;

export interface Retrieval {
  search(query: string): KnowledgeDocument[];
  byId(id: string): KnowledgeDocument | undefined;
}

const byId = new Map(knowledgeDocuments.map((doc) => [doc.id, doc]));

/** A reference to a standard or principle by its number jumps straight to that entry. */
function explicitReferences(query: string): KnowledgeDocument[] {
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

  return {
    byId: (id) => byId.get(id),
    search(query) {
      const direct = explicitReferences(query);
      const results = index.search(expandQuery(query));
      const best = results[0];
      if (!direct.length && (!best || best.score < MIN_SCORE)) return [];
      const cut = (best?.score ?? 0) * RELATIVE_CUT;
      const ranked = results
        .filter((result) => result.score >= cut)
        .map((result) => byId.get(String(result.id))!);
      const unique = [...new Map([...direct, ...ranked].map((doc) => [doc.id, doc])).values()];
      return unique.slice(0, MAX_SOURCES);
    },
  };
}
