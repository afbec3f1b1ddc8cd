import { useState, type FormEvent } from 'react';
import { HttpError, errorMessage, postJson } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Input } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';

/** "E-mail me the report": the address becomes a lead only once its owner confirms in the mail. */
export function EmailReportForm({ id }: { id: string }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [fieldError, setFieldError] = useState<string>();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setOutcome(undefined);
    setFieldError(undefined);
    try {
      const answer = await postJson<{ message: string }>(`/api/assessments/${id}/email`, {
        email: new FormData(form).get('email'),
      });
      setOutcome({ tone: 'success', text: answer.message });
      form.reset();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
      if (error instanceof HttpError) setFieldError(error.fieldErrors.email?.[0]);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-labelledby="email-report-title">
      <h2 id="email-report-title" className="text-xl font-bold text-brand-950">
        E-mail me the report
      </h2>
      <p className="mt-1 text-muted">
        We send the links to your result and PDF, once per address. We contact you about
        verification only if you confirm through that e-mail.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          name="email"
          type="email"
          label="Your e-mail address"
          autoComplete="email"
          required
          error={fieldError}
          className="flex-1"
        />
        <SubmitButton
          pending={pending}
          label="Send report"
          pendingLabel="Sending…"
          className="sm:mt-7"
        />
      </div>
      {outcome && (
        <FormAlert tone={outcome.tone} className="mt-4">
          {outcome.text}
        </FormAlert>
      )}
    </form>
  );
}
