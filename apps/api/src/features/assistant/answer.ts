import type { ExplainResponse } from '@verdantia/domain';
import type { KnowledgeDocument } from './knowledge/index.ts';
import type { Retrieval, Retrieved } from './retrieval.ts';

/** Every answer offers exactly this many follow-ups. */
const FOLLOW_UPS = 3;

/** What the assistant offers when it has nothing to say on a question. */
export const starterQuestions = [
  'What is the purpose of internal auditing?',
  'Who should the chief audit executive report to?',
  'Can I audit a process I managed last year?',
  'How often is an external quality assessment needed?',
  'When did the 2024 Standards take effect?',
];

const coverage =
  'I answer questions about the 2024 Global Internal Audit Standards: their five domains, ' +
  'fifteen principles and fifty-two standards, the fundamentals (such as the purpose of ' +
  'internal auditing and who must conform) and key terms such as board, chief audit executive ' +
  'and objectivity.';

export const outOfScopeAnswer =
  `${coverage} I could not find anything on that in the Standards. Try asking about a ` +
  'situation in your audit work, or pick one of the suggestions.';

const notCoveredAnswer = (nearest: KnowledgeDocument[]) =>
  'The Standards do not cover that, as far as I can tell, so I will not guess. ' +
  (nearest.length
    ? `You may mean one of these: ${nearest.map((doc) => doc.source.title).join('; ')}. ` +
      'Ask about one of them if it is what you are after.'
    : 'Try asking about a situation in your audit work, or pick one of the suggestions.');

const otherFrameworkAnswer = (framework: string) =>
  `That is about ${framework}, which I do not hold: the Standards do not cover it, and I ` +
  `will not answer from memory. ${coverage}`;

const unknowableAnswer =
  'That asks for a fact about a particular organisation, person, date or figure. The Standards ' +
  'hold no such facts and I cannot look them up, so I will not guess. I can explain what the ' +
  'Standards expect instead: try asking about the situation in general terms.';

/** A follow-up question that leads to a knowledge-base entry. */
export function questionFor(doc: KnowledgeDocument): string {
  const { source } = doc;
  switch (source.kind) {
    case 'standard':
      return `What does standard ${source.number} ${source.title} require?`;
    case 'principle':
      return `What does principle ${source.number} ${source.title} cover?`;
    case 'domain':
      return `What is Domain ${source.number}, ${source.title}, about?`;
    case 'glossary':
      return `What does "${source.title.toLowerCase()}" mean in the Standards?`;
    default:
      return `${source.title}: what do the Standards say?`;
  }
}

/**
 * Three follow-ups: entries related to what was cited, then the runners-up of the search, then
 * starters; never an entry already cited, and only questions the knowledge base answers with the
 * entry they name (`answerable`, checked once at start-up).
 */
export function followUps(
  retrieved: Retrieved,
  retrieval: Retrieval,
  answerable: (doc: KnowledgeDocument) => boolean,
): string[] {
  const citedIds = new Set(retrieved.cited.map((doc) => doc.id));
  const candidates = [
    ...retrieved.cited.flatMap((doc) => doc.related),
    ...retrieved.nearest.map((doc) => doc.id),
  ]
    .filter((id, index, all) => !citedIds.has(id) && all.indexOf(id) === index)
    .map((id) => retrieval.byId(id))
    .filter((doc): doc is KnowledgeDocument => Boolean(doc) && answerable(doc!))
    .map(questionFor);
  return [...new Set([...candidates, ...starterQuestions])].slice(0, FOLLOW_UPS);
}

const nearestStandards = (retrieved: Retrieved) =>
  retrieved.nearest.filter((doc) => doc.source.kind === 'standard').slice(0, 3);

/** The offline answer: the best passage in full, and the other cited ones in a line each. */
export function composeAnswer(
  retrieved: Retrieved,
  retrieval: Retrieval,
  answerable: (doc: KnowledgeDocument) => boolean = () => true,
): ExplainResponse {
  const options = followUps(retrieved, retrieval, answerable);
  if (retrieved.refusal === 'other-framework') {
    return {
      answer: otherFrameworkAnswer(retrieved.framework ?? 'another framework'),
      options,
      sources: [],
    };
  }
  if (retrieved.refusal === 'unknowable') return { answer: unknowableAnswer, options, sources: [] };
  if (retrieved.refusal === 'not-covered' && nearestStandards(retrieved).length) {
    const mayMean = nearestStandards(retrieved);
    return {
      answer: notCoveredAnswer(mayMean),
      options,
      sources: [],
      mayMean: mayMean.map((doc) => doc.source),
    };
  }
  const [best, ...others] = retrieved.cited;
  if (!best) return { answer: outOfScopeAnswer, options, sources: [] };
  const also = others.map((doc) => `- ${doc.answer.split('\n')[0]}`);
  const answer = [best.answer, ...(also.length ? ['', 'Also relevant:', ...also] : [])].join('\n');
  return { answer, options, sources: retrieved.cited.map((doc) => doc.source) };
}
