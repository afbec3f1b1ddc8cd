import { ImageUploadButton } from '~/backoffice/image-upload';

interface NewsImagesFieldProps {
  images: string[];
  error?: string;
  onChange: (images: string[]) => void;
  onUploadError: (error: unknown, again: () => void) => boolean;
}

/** The article's images: the first is the one shown in the list. */
export function NewsImagesField({ images, error, onChange, onUploadError }: NewsImagesFieldProps) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-brand-950">Images</legend>
      {images.length === 0 && (
        <p className="text-sm text-muted">
          Add at least one image; the first is shown in the list.
        </p>
      )}
      <ul className="grid grid-cols-2 gap-2">
        {images.map((src, i) => (
          <li key={src + i} className="relative">
            <img
              src={src}
              alt=""
              className="aspect-video w-full rounded-lg object-cover ring-1 ring-line"
            />
            <button
              type="button"
              className="absolute top-1 right-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-red-700 shadow hover:bg-white"
              onClick={() => onChange(images.filter((_, j) => j !== i))}
              aria-label={`Remove image ${i + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <ImageUploadButton
        label="Add image"
        onUploaded={(url) => onChange([...images, url])}
        onError={onUploadError}
      />
    </fieldset>
  );
}
