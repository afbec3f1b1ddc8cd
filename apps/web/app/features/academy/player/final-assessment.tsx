import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type {
  AttemptPaper,
  AttemptSubmitted,
  FinalAssessmentStatus,
} from '@verdantia/domain/academy/final-assessment';
import { errorMessage } from '~/lib/http';
import { Button } from '~/ui/button';
import { FormAlert } from '~/ui/form';
import { academyKeys, useAcademyHttp } from '../learner/academy-api';
import { AssessmentResult } from './assessment-result';

const ukTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** One drawn paper: radios for single choice, checkboxes for multiple choice. */
function Paper({
  paper,
  pending,
  onSubmit,
}: {
  paper: AttemptPaper;
  pending: boolean;
  onSubmit: (answers: { questionId: string; optionIds: string[] }[]) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(
      paper.questions.map((question) => ({
        questionId: question.id,
        optionIds: data.getAll(question.id).map(String),
      })),
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Final assessment">
      {paper.questions.map((question, index) => (
        <fieldset key={question.id} className="rounded-2xl bg-white p-5 ring-1 ring-line">
          <legend className="px-1 font-semibold text-brand-950">
            {index + 1}. {question.prompt}
          </legend>
          <p className="mb-2 text-sm text-muted">
            {question.kind === 'single' ? 'Choose one answer.' : 'Choose every correct answer.'}
          </p>
          <div className="grid gap-2">
            {question.options.map((option) => (
              <label key={option.id} className="flex items-start gap-2">
                <input
                  type={question.kind === 'single' ? 'radio' : 'checkbox'}
                  name={question.id}
                  value={option.id}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>{option.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button
        type="submit"
        size="lg"
        className="justify-self-start"
        aria-busy={pending || undefined}
      >
        {pending ? 'Submitting…' : 'Submit answers'}
      </Button>
    </form>
  );
}

/** Where the learner stands in the course's final assessment (shared by the page's parts). */
export function useAssessmentStatus(courseId: string) {
  const call = useAcademyHttp();
  return useQuery({
    queryKey: academyKeys.assessment(courseId),
    queryFn: () =>
      call<FinalAssessmentStatus>(
        `/api/academy/website/assessment/${encodeURIComponent(courseId)}`,
      ),
  });
}

/**
 * The course's final assessment, after the lectures: the rules, a paper to answer, the marked
 * result with explanations, attempts left and when the next attempt opens.
 */
export function FinalAssessment({ courseId }: { courseId: string }) {
  const call = useAcademyHttp();
  const client = useQueryClient();
  const base = `/api/academy/website/assessment/${encodeURIComponent(courseId)}`;
  const [result, setResult] = useState<AttemptSubmitted['result']>();
  const status = useAssessmentStatus(courseId);
  const start = useMutation({
    mutationFn: () => call<AttemptPaper>(`${base}/attempts`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: academyKeys.assessment(courseId) }),
  });
  const submit = useMutation({
    mutationFn: (input: {
      attemptId: string;
      answers: { questionId: string; optionIds: string[] }[];
    }) =>
      call<AttemptSubmitted>(`${base}/attempts/${encodeURIComponent(input.attemptId)}`, {
        method: 'POST',
        body: { answers: input.answers },
      }),
    onSuccess: (submitted) => {
      setResult(submitted.result);
      client.setQueryData(academyKeys.assessment(courseId), submitted.status);
      void client.invalidateQueries({ queryKey: academyKeys.detail(courseId) });
      window.scrollTo({ top: 0 });
    },
  });

  if (status.isPending) return <p role="status">Loading the final assessment…</p>;
  if (status.isError) {
    return (
      <FormAlert tone="error" onRetry={() => void status.refetch()}>
        {errorMessage(status.error)}
      </FormAlert>
    );
  }
  const state = status.data;
  const shown = result ?? state.lastResult;
  const rules = `${state.drawCount} questions drawn from the course's bank, a pass mark of ${state.passPercent}% and ${state.maxAttempts} ${state.maxAttempts === 1 ? 'attempt' : 'attempts'}.`;

  if (!state.available) {
    return <p className="text-muted">This course has no final assessment yet.</p>;
  }
  if (!state.lecturesComplete) {
    return (
      <p className="text-muted">Complete every lecture to take the final assessment: {rules}</p>
    );
  }
  return (
    <div className="grid gap-5">
      {state.openAttempt ? (
        <Paper
          paper={state.openAttempt}
          pending={submit.isPending}
          onSubmit={(answers) =>
            submit.mutate({ attemptId: state.openAttempt!.attemptId, answers })
          }
        />
      ) : (
        <>
          {shown && <AssessmentResult result={shown} passPercent={state.passPercent} />}
          {state.passed ? (
            <p className="font-semibold text-brand-900">
              You have passed the final assessment: your certificate is ready.
            </p>
          ) : (
            <div className="grid gap-3">
              <p className="text-muted" data-testid="assessment-attempts">
                {rules}{' '}
                {state.attemptsLeft === 0
                  ? 'You have no attempts left.'
                  : `Attempts left: ${state.attemptsLeft}.`}
                {state.nextAttemptAt &&
                  ` Your next attempt opens at ${ukTime(state.nextAttemptAt)}.`}
              </p>
              {state.attemptsLeft > 0 && !state.nextAttemptAt && (
                <Button
                  size="lg"
                  className="justify-self-start"
                  onClick={() => start.mutate()}
                  aria-busy={start.isPending || undefined}
                >
                  {state.attemptsUsed > 0 ? 'Try the assessment again' : 'Start the assessment'}
                </Button>
              )}
            </div>
          )}
        </>
      )}
      {(start.isError || submit.isError) && (
        <FormAlert tone="error">{errorMessage(start.error ?? submit.error)}</FormAlert>
      )}
    </div>
  );
}
