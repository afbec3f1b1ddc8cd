import { useId, useRef, useState, type FormEvent } from 'react';
import { EVIDENCE_MAX_BYTES } from '@verdantia/domain/trustlink/constants';
import { evidenceAccept } from '@verdantia/domain/trustlink/choices';
import { en } from '../i18n/text-en';
import { trustlinkMessages } from '@verdantia/domain/trustlink/messages';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Textarea } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';

interface TextFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  emptyMessage: string;
  /** With a label, one optional file goes with the text (a message to the reporter). */
  fileLabel?: string;
  send: (body: string, file?: File) => Promise<unknown>;
}

/** A quick answer in the browser; the server checks size and type (by content) again. */
function fileProblem(file: File | undefined) {
  if (!file) return undefined;
  if (file.size > EVIDENCE_MAX_BYTES) return trustlinkMessages.fileTooLarge;
  if (file.size === 0) return trustlinkMessages.fileEmpty;
  return undefined;
}

/** A text box with one button: a question to the reporter (with a file), or an internal note. */
export function TextForm({
  label,
  hint,
  submitLabel,
  emptyMessage,
  fileLabel,
  send,
}: TextFormProps) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [pending, setPending] = useState(false);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!body.trim()) return setFieldError(emptyMessage);
    setFieldError(undefined);
    if (fileProblem(file)) return setFileError(fileProblem(file));
    setPending(true);
    try {
      await send(body.trim(), file);
      setBody('');
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
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
      {fileLabel && (
        <div className="text-sm">
          <label htmlFor={fileId} className="block font-semibold text-brand-950">
            {fileLabel}
          </label>
          <p id={`${fileId}-hint`} className="mt-1 text-muted">
            One file, up to 10 MB: {en.evidence.kinds.join('; ')}. Hidden details (location, author)
            are removed before the reporter can download it.
          </p>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={evidenceAccept}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            className="mt-2 block w-full max-w-md text-muted file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              setFileError(fileProblem(chosen));
            }}
          />
          {fileError && (
            <p id={`${fileId}-error`} className="mt-1.5 font-medium text-red-700">
              {fileError}
            </p>
          )}
        </div>
      )}
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
