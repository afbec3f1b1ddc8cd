import Paperclip from 'lucide-react/icons/paperclip';
import X from 'lucide-react/icons/x';
import { useId, useRef } from 'react';
import { fileSize } from '../format';
import { fill } from '../i18n/fill';
import { useMessageText } from '../i18n/message-text';
import { useReporterText } from '../i18n/reporter-text';
import { evidenceAccept, evidenceProblem } from './form-values';

interface EvidenceFieldProps {
  file?: File;
  error?: string;
  onChange: (file: File | undefined, problem: string | undefined) => void;
  label?: string;
}

/** One optional evidence file: chosen, shown with its size, removable. */
export function EvidenceField({ file, error: problem, onChange, label }: EvidenceFieldProps) {
  const { text } = useReporterText();
  const t = text.evidence;
  const error = useMessageText()(problem);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label ?? t.label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {fill(t.types, { kinds: t.kinds.join('; ') })}
      </p>
      <p
        id={`${id}-privacy`}
        className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-ink ring-1 ring-amber-200"
      >
        {t.metadataNotice}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={evidenceAccept}
          aria-describedby={`${id}-hint ${id}-privacy${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="block w-full max-w-md text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            onChange(chosen, evidenceProblem(chosen));
          }}
        />
        {file && (
          <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
            <Paperclip className="size-4" aria-hidden="true" />
            <span className="max-w-48 truncate">{file.name}</span> ({fileSize(file.size)})
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-brand-100"
              aria-label={fill(t.remove, { name: file.name })}
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(undefined, undefined);
              }}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
