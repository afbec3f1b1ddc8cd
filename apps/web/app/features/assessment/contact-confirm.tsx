import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, postJson } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { SubmitButton } from '~/ui/form/submit-button';

/**
 * The second opt-in, opened from the report e-mail's link. It asks for a click rather than
 * confirming on load: mail scanners open links, and only the reader should be able to say yes.
 */
export function ContactConfirm({ id }: { id: string }) {
  const [params] = useSearchParams();
  const token = params.get('contact');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  if (!token) return null;

  async function confirm() {
    setPending(true);
    try {
      const answer = await postJson<{ message: string }>(`/api/assessments/${id}/contact`, {
        token,
      });
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="contact-title"
      className="mt-6 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="contact-title" className="text-xl font-bold text-brand-950">
        Would you like our team to contact you?
      </h2>
      <p className="mt-1 text-muted">
        We will add the address this report was sent to to our enquiries and get in touch about
        verifying your result. Nothing happens unless you confirm.
      </p>
      {outcome?.tone !== 'success' && (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <SubmitButton
            pending={pending}
            label="Yes, contact me"
            pendingLabel="Confirming…"
            className="sm:w-auto"
          />
        </form>
      )}
      {outcome && (
        <FormAlert tone={outcome.tone} className="mt-4">
          {outcome.text}
        </FormAlert>
      )}
    </section>
  );
}
