import { useState, type FormEvent } from 'react';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Textarea } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';

interface TextFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  emptyMessage: string;
  send: (body: string) => Promise<unknown>;
}

/** A text box with one button: a question to the reporter, or an internal note. */
export function TextForm({ label, hint, submitLabel, emptyMessage, send }: TextFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!body.trim()) return setFieldError(emptyMessage);
    setFieldError(undefined);
    setPending(true);
    try {
      await send(body.trim());
      setBody('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <Textarea
        label={label}
        density="compact"
        rows={3}
        maxLength={5000}
        hint={hint}
        value={body}
        error={fieldError}
        onChange={(event) => setBody(event.target.value)}
      />
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <SubmitButton
        density="compact"
        pending={pending}
        label={submitLabel}
        pendingLabel="Saving..."
      />
    </form>
  );
}
