import type { AssistantSource } from '@verdantia/domain/assistant/schemas';
import {
  BookIcon as BookOpen,
  QuestionBubbleIcon as MessageCircleQuestion,
} from '~/ui/icons/line-icons';
import { checklistPath } from '@verdantia/domain/assistant/structure';
import { AnimatedAnswer } from './animated-answer';
import { AnswerFeedback } from './answer-feedback';
import type { Exchange } from './use-conversation';

const sourceLabel = (source: AssistantSource) => {
  switch (source.kind) {
    case 'standard':
      return `Standard ${source.number} ${source.title}`;
    case 'principle':
      return `Principle ${source.number} ${source.title}`;
    case 'domain':
      return `Domain ${source.number}: ${source.title}`;
    case 'glossary':
      return `Glossary: ${source.title}`;
    default:
      return `Fundamentals: ${source.title}`;
  }
};

const chipClass =
  'inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 underline-offset-4 hover:underline';

/** Links to entries of the standards index, under a heading. */
function EntryLinks({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: AssistantSource[];
}) {
  return (
    <div className="mt-3">
      <p id={id} className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
        <BookOpen aria-hidden className="size-4" /> {title}
      </p>
      <ul aria-labelledby={id} className="mt-1.5 flex flex-wrap gap-2">
        {entries.map((source) => (
          <li key={source.anchor}>
            <a href={`#${source.anchor}`} className={chipClass}>
              {sourceLabel(source)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One question and its answer, with the cited entries (or, when the Standards do not cover it,
 * the nearest ones as "you may mean"), checklists of the cited standards, the suggested
 * follow-ups and the feedback buttons.
 */
export function AnswerCard({
  exchange,
  animate,
  onAsk,
}: {
  exchange: Exchange;
  animate: boolean;
  onAsk: (question: string) => void;
}) {
  const { question, response } = exchange;
  const standards = response.sources.filter(
    (source) => source.kind === 'standard' && source.number,
  );
  return (
    <article className="space-y-3 border-b border-line pb-5 last:border-b-0" data-exchange="">
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white">
        <span className="sr-only">You asked: </span>
        {question || <em>(an empty question)</em>}
      </p>
      <div className="rounded-2xl rounded-bl-sm bg-brand-50 px-4 py-3">
        <AnimatedAnswer text={response.answer} animate={animate} />
        {response.sources.length > 0 && (
          <EntryLinks id={`sources-${exchange.id}`} title="Sources" entries={response.sources} />
        )}
        {response.mayMean && response.mayMean.length > 0 && (
          <EntryLinks
            id={`may-mean-${exchange.id}`}
            title="You may mean"
            entries={response.mayMean}
          />
        )}
        {standards.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {standards.map((source) => (
              <li key={source.anchor}>
                <a
                  href={checklistPath(source.number!)}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  Conformance checklist for standard {source.number}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {response.options.length > 0 && (
        <div>
          <p
            id={`options-${exchange.id}`}
            className="flex items-center gap-1.5 text-sm font-semibold text-muted"
          >
            <MessageCircleQuestion aria-hidden className="size-4" /> You could also ask
          </p>
          <ul aria-labelledby={`options-${exchange.id}`} className="mt-1.5 flex flex-wrap gap-2">
            {response.options.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  onClick={() => onAsk(option)}
                  className="rounded-full border border-brand-300 bg-white px-3 py-1.5 text-left text-sm text-brand-900 hover:bg-brand-50"
                >
                  {option}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <AnswerFeedback question={question} sources={response.sources} />
    </article>
  );
}
