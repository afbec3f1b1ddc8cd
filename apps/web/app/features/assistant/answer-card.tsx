import type { AssistantSource } from '@verdantia/domain/assistant/schemas';
import {
  BookIcon as BookOpen,
  QuestionBubbleIcon as MessageCircleQuestion,
} from '~/ui/icons/line-icons';
import { AnimatedAnswer } from './animated-answer';
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

/** One question and its answer, with the cited entries and the suggested follow-ups. */
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
  return (
    <article className="space-y-3 border-b border-line pb-5 last:border-b-0" data-exchange="">
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white">
        <span className="sr-only">You asked: </span>
        {question || <em>(an empty question)</em>}
      </p>
      <div className="rounded-2xl rounded-bl-sm bg-brand-50 px-4 py-3">
        <AnimatedAnswer text={response.answer} animate={animate} />
        {response.sources.length > 0 && (
          <div className="mt-3">
            <p
              id={`sources-${exchange.id}`}
              className="flex items-center gap-1.5 text-sm font-semibold text-brand-900"
            >
              <BookOpen aria-hidden className="size-4" /> Sources
            </p>
            <ul aria-labelledby={`sources-${exchange.id}`} className="mt-1.5 flex flex-wrap gap-2">
              {response.sources.map((source) => (
                <li key={source.anchor}>
                  <a
                    href={`#${source.anchor}`}
                    className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 underline-offset-4 hover:underline"
                  >
                    {sourceLabel(source)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
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
    </article>
  );
}
