import type {
  InteractionCreated,
  ValidInteractionForm,
} from '@verdantia/domain/trustlink/submission';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { http, errorMessage } from '~/lib/http';
import { useHydrated } from '~/lib/use-hydrated';
import { FormAlert } from '~/ui/form/form-alert';
import { SubmitButton } from '~/ui/form/submit-button';
import { receiptFrom, type Receipt } from '../receipt';
import { LastingMessage } from '../lasting-message';
import { useTimedMessage } from '../use-timed-message';
import { EvidenceField } from './evidence-field';
import { emptyInteraction, type InteractionValues } from './form-values';
import { InteractionFields } from './interaction-fields';
import { InvolvedPersons } from './involved-persons';
import { ReporterFields } from './reporter-fields';
import { SubmissionSuccess } from './submission-success';
import { toFormData } from './to-form-data';
import { translateMessage } from '../i18n/translate-message';
import { useReporterText } from '../i18n/reporter-text';

/** How long the server's error stays on screen. */
const ERROR_MS = 3000;

/**
 * The shared schema (and zod with it) loads when the reporter starts on the form, not with the
 * page: the first check waits for it if it has not arrived yet.
 */
const loadResolver = () => import('./form-resolver').then((module) => module.interactionResolver);
const resolver: Resolver<InteractionValues, unknown, ValidInteractionForm> = async (...args) =>
  (await loadResolver())(...args);

/**
 * The new-interaction form. Validation runs on submit and marks each field; sending shows a
 * spinner in place of Submit; success replaces the form with the interaction ID; a refusal
 * shows the server's message for 3 seconds and keeps everything typed.
 */
export default function InteractionForm() {
  const { language, text } = useReporterText();
  const t = text.form;
  const hydrated = useHydrated();
  const [evidence, setEvidence] = useState<File>();
  const [evidenceError, setEvidenceError] = useState<string>();
  const [submitted, setSubmitted] = useState<Receipt>();
  const banner = useTimedMessage(ERROR_MS);
  const { register, control, handleSubmit, formState } = useForm<
    InteractionValues,
    unknown,
    ValidInteractionForm
  >({
    defaultValues: emptyInteraction,
    resolver,
  });
  const { errors, isSubmitting } = formState;

  async function send(values: ValidInteractionForm) {
    banner.clear();
    if (evidenceError) return;
    try {
      const answer = await http<InteractionCreated>('/api/stakeholder-interactions', {
        method: 'POST',
        body: toFormData(values, evidence, language),
      });
      setSubmitted(receiptFrom(answer, language));
    } catch (error) {
      banner.show(translateMessage(errorMessage(error), text));
    }
  }

  if (submitted) {
    return <SubmissionSuccess receipt={submitted} />;
  }
  const invalid = Object.keys(errors).length + (evidenceError ? 1 : 0);
  return (
    <form
      onInput={banner.acknowledge}
      onFocus={() => void loadResolver()}
      aria-label={t.name}
      noValidate
      onSubmit={(event) => void handleSubmit(send, banner.clear)(event)}
      className="space-y-10"
    >
      <InteractionFields register={register} errors={errors} />
      <InvolvedPersons control={control} register={register} errors={errors.involvedPersons} />
      <EvidenceField
        file={evidence}
        error={evidenceError}
        onChange={(file, problem) => {
          setEvidence(problem ? undefined : file);
          setEvidenceError(problem);
        }}
      />
      <ReporterFields control={control} register={register} errors={errors} />
      <div className="space-y-4">
        {banner.message && <FormAlert tone="error">{banner.message}</FormAlert>}
        <LastingMessage text={banner.lasting} />
        {formState.submitCount > 0 && invalid > 0 && !isSubmitting && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {t.checkFields}
          </p>
        )}
        <SubmitButton
          pending={isSubmitting}
          disabled={!hydrated}
          label={t.submit}
          pendingLabel={t.submitting}
        />
      </div>
    </form>
  );
}
