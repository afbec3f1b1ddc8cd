import { useId, useState, type ChangeEvent } from 'react';
import { HttpError } from '~/lib/http';
import { cn } from '~/ui/cn';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from './api';

/** A file picker that uploads the chosen image at once and reports its path. */
export function ImageUploadButton({
  label,
  onUploaded,
  describedBy,
}: {
  label: string;
  onUploaded: (url: string) => void;
  describedBy?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setError(problem);
    setError(undefined);
    setBusy(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (caught) {
      setError(
        caught instanceof HttpError ? caught.message : 'The upload failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label
        htmlFor={id}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          busy && 'cursor-wait opacity-60',
        )}
      >
        {busy ? 'Uploading…' : label}
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={busy}
          aria-describedby={describedBy}
          onChange={choose}
        />
      </label>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
