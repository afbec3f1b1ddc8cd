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

/**
 * The site's other subjects (emissions, pricing, demos...). A question about them that says
 * nothing about auditing is out of scope, however well a word like "scope" or "tool" matches.
 */
const OTHER_SUBJECTS =
  /\b(emissions?|carbon|scope [123]|net zero|decarboni[sz]\w*|ghg|csrd|issb|esg|price|pricing|subscription|demo|medal|password|log ?in|sign ?up)\b/i;
const AUDIT_WORDS =
  /\b(audit\w*|assurance|standards?|principles?|board|charter|engagement|cae|qaip|eqa|iia|objectiv\w*|independen\w*)\b/i;

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
      if (!direct.length && OTHER_SUBJECTS.test(query) && !AUDIT_WORDS.test(query)) return [];
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
