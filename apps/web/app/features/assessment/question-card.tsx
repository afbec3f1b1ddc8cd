import { NOT_APPLICABLE } from '@verdantia/domain/assessment/answer-rules';
import type { Question } from '@verdantia/domain/assessment/types';
import { cn } from '~/ui/cn';
import { GuidanceDisclosure } from './guidance-disclosure';

interface QuestionCardProps {
  question: Question;
  number: number;
  chosen: number | undefined;
  onChoose: (option: number) => void;
  /** Marks the question when the visitor tried to move on without answering it. */
  missing: boolean;
  /** Small organisations see when "Not applicable" is the honest answer. */
  suggestNotApplicable: boolean;
}

const optionClass = (selected: boolean) =>
  cn(
    'flex cursor-pointer gap-3 rounded-2xl border px-4 py-3.5 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
    selected
      ? 'border-brand-600 bg-brand-50 text-brand-950'
      : 'border-line hover:border-brand-300 hover:bg-brand-50/40',
  );

/**
 * One question as a native radio group: arrow keys move between options, Space chooses, and
 * each option is a large tap target on a phone.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { question, number, chosen, onChoose, missing, suggestNotApplicable } = props;
  const legendId = `q-${question.id}`;
  return (
    <fieldset
      id={`question-${question.id}`}
      aria-describedby={missing ? `${legendId}-missing` : undefined}
      className={cn(
        'scroll-mt-28 rounded-3xl bg-white p-5 ring-1 sm:p-7',
        missing ? 'ring-2 ring-red-600' : 'ring-line',
      )}
    >
      <legend className="sr-only">{`${number}. ${question.text}`}</legend>
      <p aria-hidden="true" className="text-sm font-semibold text-brand-700">
        Question {number} · {question.area}
      </p>
      <p aria-hidden="true" className="mt-1 text-lg font-bold text-brand-950 sm:text-xl">
        {question.text}
      </p>
      <GuidanceDisclosure questionId={question.id} area={question.area} />
      {missing && (
        <p id={`${legendId}-missing`} className="mt-2 text-sm font-semibold text-red-700">
          Please choose an answer.
        </p>
      )}
      <div className="mt-5 grid gap-2.5">
        {question.options.map((option, index) => {
          const selected = chosen === index;
          return (
            <label key={option} className={optionClass(selected)}>
              <input
                type="radio"
                name={question.id}
                value={index}
                checked={selected}
                onChange={() => onChoose(index)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
                  Level {index + 1} of {question.options.length}
                </span>
                <span className="block">{option}</span>
              </span>
            </label>
          );
        })}
        {question.notApplicableWhen && (
          <label className={optionClass(chosen === NOT_APPLICABLE)}>
            <input
              type="radio"
              name={question.id}
              value={NOT_APPLICABLE}
              checked={chosen === NOT_APPLICABLE}
              onChange={() => onChoose(NOT_APPLICABLE)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold">Not applicable</span>
              <span className="block text-sm text-muted">
                {suggestNotApplicable
                  ? 'Often the case for organisations of your size: '
                  : 'Choose this if: '}
                {question.notApplicableWhen}
              </span>
            </span>
          </label>
        )}
      </div>
    </fieldset>
  );
}
