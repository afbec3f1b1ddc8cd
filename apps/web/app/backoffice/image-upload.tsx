import { ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '~/lib/http';
import { cn } from '~/ui/cn';
import { adminButton } from './ui';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from './uploads';

/** A file picker that uploads the chosen image at once and reports its path. */
export function ImageUploadButton({
  label,
  onUploaded,
  describedBy,
  onError,
}: {
  label: string;
  onUploaded: (url: string, file: File) => void;
  describedBy?: string;
  /** Lets the caller handle a failure (e.g. an ended session) before it is shown here. */
  onError?: (error: unknown, again: () => void) => boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(file: File) {
    setError(undefined);
    setBusy(true);
    try {
      onUploaded(await uploadImage(file), file);
    } catch (caught) {
      if (!onError?.(caught, () => void upload(file))) setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setError(problem);
    void upload(file);
  }

  return (
    <div>
      <label
        htmlFor={id}
        className={cn(
          adminButton('secondary'),
          'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          busy && 'cursor-wait opacity-60',
        )}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
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
