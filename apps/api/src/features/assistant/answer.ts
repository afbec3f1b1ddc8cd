import type { ExplainResponse } from '@verdantia/domain';
import type { KnowledgeDocument } from './knowledge/index.ts';
import type { Retrieval } from './retrieval.ts';

const MAX_OPTIONS = 4;

/** What the assistant offers when it has nothing to say on a question. */
export const starterQuestions = [
  'What is the purpose of internal auditing?',
  'Who should the chief audit executive report to?',
  'Can I audit a process I managed last year?',
  'How often is an external quality assessment needed?',
  'When did the 2024 Standards take effect?',
];

export const outOfScopeAnswer =
  'I answer questions about the 2024 Global Internal Audit Standards: their five domains, ' +
  'fifteen principles and fifty-two standards, the fundamentals (such as the purpose of ' +
  'internal auditing and who must conform) and key terms such as board, chief audit executive ' +
  'and objectivity. I could not find anything on that in the Standards. Try asking about a ' +
  'situation in your audit work, or pick one of the suggestions.';

/** A follow-up question that leads to a knowledge-base entry. */
function questionFor(doc: KnowledgeDocument): string {
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

/** Three to five follow-ups from the entries related to what was cited, never repeating them. */
export function followUps(cited: KnowledgeDocument[], retrieval: Retrieval): string[] {
  const citedIds = new Set(cited.map((doc) => doc.id));
  const related = cited
    .flatMap((doc) => doc.related)
    .filter((id, index, all) => !citedIds.has(id) && all.indexOf(id) === index)
    .map((id) => retrieval.byId(id))
    .filter((doc): doc is KnowledgeDocument => Boolean(doc))
    .map(questionFor);
  const options = [...related, ...starterQuestions].filter(
    (question, index, all) => all.indexOf(question) === index,
  );
  return options.slice(0, Math.max(3, Math.min(MAX_OPTIONS, related.length || 3)));
}

/** The offline answer: the best passage in full, and the other cited ones in a line each. */
export function composeAnswer(cited: KnowledgeDocument[], retrieval: Retrieval): ExplainResponse {
  if (cited.length === 0) {
    return { answer: outOfScopeAnswer, options: starterQuestions.slice(0, 4), sources: [] };
  }
  const [best, ...others] = cited;
  const also = others.map((doc) => `- ${doc.answer.split('\n')[0]}`);
  const answer = [best!.answer, ...(also.length ? ['', 'Also relevant:', ...also] : [])].join('\n');
  return {
    answer,
    options: followUps(cited, retrieval),
    sources: cited.map((doc) => doc.source),
  };
}
