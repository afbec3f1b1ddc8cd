import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import type { AttemptResult } from '@verdantia/domain/academy/final-assessment';
import { cn } from '~/ui/cn';

/** A marked attempt: the score, then each question with the right options and the explanation. */
export function AssessmentResult({
  result,
  passPercent,
}: {
  result: AttemptResult;
  passPercent: number;
}) {
  return (
    <div className="grid gap-5" data-testid="assessment-result">
      <p
        role="status"
        className={cn(
          'rounded-xl px-4 py-3 font-semibold',
          result.passed ? 'bg-brand-50 text-brand-900' : 'bg-amber-50 text-amber-900',
        )}
      >
        {result.passed ? 'Passed' : 'Not passed'}: {result.scorePercent}% ({result.correctCount} of{' '}
        {result.questionCount} correct; the pass mark is {passPercent}%).
      </p>
      <ol className="grid gap-4">
        {result.questions.map((question, index) => (
          <li key={question.id} className="rounded-2xl bg-white p-5 ring-1 ring-line">
            <p className="font-semibold text-brand-950">
              {index + 1}. {question.prompt}
            </p>
            <p className="mt-1 text-sm font-semibold">
              {question.answeredCorrectly ? (
                <span className="text-brand-700">Answered correctly</span>
              ) : (
                <span className="text-red-700">Not answered correctly</span>
              )}
            </p>
            <ul className="mt-3 grid gap-1.5">
              {question.options.map((option) => (
                <li key={option.id} className="flex items-start gap-2">
                  {option.correct ? (
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  ) : (
                    <X className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
                  )}
                  <span className={cn(option.correct && 'font-semibold')}>
                    {option.text}
                    <span className="sr-only">
                      {option.correct ? ' (correct)' : ' (incorrect)'}
                    </span>
                    {option.chosen && <span className="text-muted"> (your answer)</span>}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-muted">{question.explanation}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
