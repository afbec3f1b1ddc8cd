import { pillars, questions, questionsByPillar } from '@verdantia/domain/assessment/questions';
import type { AssessmentView } from '@verdantia/domain/assessment/schemas';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, postJson } from '~/lib/http';
import { Button } from '~/ui/button';
import { FormAlert } from '~/ui/form/form-alert';
import { SubmitButton } from '~/ui/form/submit-button';
import { ProgressHeader } from './progress-header';
import { QuestionCard } from './question-card';
import { ReturnLink } from './return-link';
import { useAnswers } from './use-answers';

/** The first step with an unanswered question: where a reload or the return link resumes. */
const resumeStep = (answers: Record<string, number>) => {
  const index = pillars.findIndex((pillar) =>
    questionsByPillar(pillar.id).some((question) => answers[question.id] === undefined),
  );
  return index === -1 ? pillars.length - 1 : index;
};

/** One step per pillar; the step is in the address (?step=2) so Back and reload keep it. */
export function Questionnaire(props: {
  view: AssessmentView;
  onFinished: (view: AssessmentView) => void;
}) {
  const { view, onFinished } = props;
  const { answers, choose, state, flush } = useAnswers(view);
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('step'));
  const step =
    requested >= 1 && requested <= pillars.length ? requested - 1 : resumeStep(view.answers);
  const pillar = pillars[step]!;
  const stepQuestions = questionsByPillar(pillar.id);
  // Questions the visitor tried to skip, for the step they were on.
  const [skipped, setSkipped] = useState<{ step: number; ids: string[] }>({ step: -1, ids: [] });
  const missing = skipped.step === step ? skipped.ids : [];
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const offset = questions.findIndex((question) => question.id === stepQuestions[0]!.id);
  const unanswered = stepQuestions.filter((question) => answers[question.id] === undefined);

  function goTo(index: number) {
    setParams({ step: String(index + 1) });
  }

  function checkStep(): boolean {
    if (unanswered.length === 0) return true;
    setSkipped({ step, ids: unanswered.map((question) => question.id) });
    document.getElementById(`question-${unanswered[0]!.id}`)?.querySelector('input')?.focus();
    return false;
  }

  async function finish() {
    if (!checkStep()) return;
    setFinishing(true);
    setFinishError(undefined);
    try {
      if (!(await flush()))
        throw new Error('Your last answers could not be saved. Please try again.');
      onFinished(await postJson<AssessmentView>(`/api/assessments/${view.id}/finish`, {}));
    } catch (error) {
      setFinishError(errorMessage(error));
      setFinishing(false);
    }
  }

  const last = step === pillars.length - 1;
  return (
    <div className="container-page max-w-4xl pt-[calc(var(--header-h)+2.5rem)] pb-14">
      <ProgressHeader
        organisation={view.organisation}
        step={step}
        answered={questions.filter((question) => answers[question.id] !== undefined).length}
        state={state}
        onStep={goTo}
        headingRef={heading}
      />
      <div className="mt-6">
        <ReturnLink id={view.id} />
      </div>
      {state.kind === 'error' && (
        <FormAlert tone="error" className="mt-6" onRetry={() => void flush()}>
          {`Your answers were not saved: ${state.message}`}
        </FormAlert>
      )}
      <form
        noValidate
        aria-label={`${pillar.title} questions`}
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void finish();
          else if (checkStep()) goTo(step + 1);
        }}
      >
        <div className="mt-8 space-y-6">
          {stepQuestions.map((question, i) => (
            <QuestionCard
              key={question.id}
              question={question}
              number={offset + i + 1}
              chosen={answers[question.id]}
              missing={missing.includes(question.id) && answers[question.id] === undefined}
              onChoose={(option) => choose(question.id, option)}
              suggestNotApplicable={view.sizeBand === 'sole-trader' || view.sizeBand === 'micro'}
            />
          ))}
        </div>
        {missing.some((id) => answers[id] === undefined) && (
          <FormAlert tone="error" className="mt-6">
            {`Please answer the ${unanswered.length === 1 ? 'question' : `${unanswered.length} questions`} marked in red before you continue.`}
          </FormAlert>
        )}
        {finishError && (
          <FormAlert tone="error" className="mt-6">
            {finishError}
          </FormAlert>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 0 ? (
            <Button variant="secondary" size="lg" onClick={() => goTo(step - 1)}>
              Back to {pillars[step - 1]!.title}
            </Button>
          ) : (
            <span />
          )}
          {last ? (
            <SubmitButton
              pending={finishing}
              label="See my result"
              pendingLabel="Scoring your answers…"
              className="sm:w-auto"
            />
          ) : (
            <Button type="submit" size="lg">
              Next: {pillars[step + 1]!.title}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
