import type { AssistantTurn } from '@verdantia/domain';
import { explicitReferences, type Retrieval, type Retrieved } from './retrieval.ts';

// A question that leans on the one before ("what evidence shows conformance with it?") is
// answered about the standard that earlier answer cited. Only the visitor's own history, sent
// with the question, is used: the server keeps no conversation.

/** Words that point back at something said before. */
const POINTS_BACK =
  /\b(it|its|this|that|these|those|them|they|the same|this standard|that standard|above|previous|earlier)\b/i;
/** A short question the Standards do not answer alone ("and how often?") leans back too. */
const SHORT = 6;

type Turn = Required<Pick<AssistantTurn, 'query'>> & { sources?: string[] };

/** Searches the question, or, for a follow-up, answers about the earlier turn's standards. */
export function searchWithHistory(
  retrieval: Retrieval,
  query: string,
  history: Turn[] = [],
): Retrieved {
  const own = retrieval.search(query);
  const earlier = [...history].reverse().find((turn) => turn.sources?.length);
  const asksNothing = own.refusal === 'empty' && !query.trim();
  if (
    !earlier ||
    asksNothing ||
    explicitReferences(query).length ||
    own.refusal === 'other-framework'
  ) {
    return own;
  }
  const short = query.trim().split(/\s+/).length <= SHORT;
  if (!POINTS_BACK.test(query) && !(short && own.refusal)) return own;
  const previous = (earlier.sources ?? [])
    .map((number) => retrieval.byId(`standard:${number}`))
    .filter((doc) => doc !== undefined);
  if (!previous.length) return own;
  // The earlier standard leads; the question's own strong matches may follow it.
  const cited = [...new Map([...previous, ...own.cited].map((doc) => [doc.id, doc])).values()];
  return {
    cited: cited.slice(0, Math.max(previous.length, 1)),
    nearest: [...new Map([...cited, ...own.nearest].map((doc) => [doc.id, doc])).values()],
    refusal: null,
  };
}
