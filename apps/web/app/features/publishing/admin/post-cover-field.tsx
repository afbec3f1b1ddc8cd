import type { UseFormRegisterReturn } from 'react-hook-form';
import { ImageUploadButton } from '~/backoffice/image-upload';
import { AdminButton } from '~/backoffice/ui';
import { Input } from '~/ui/form/inputs';

interface PostCoverFieldProps {
  cover: string;
  coverError?: string;
  alt: UseFormRegisterReturn<'coverAlt'>;
  altError?: string;
  onCover: (url: string) => void;
  onUploadError: (error: unknown, again: () => void) => boolean;
}

/** The cover image: upload, replace or remove, with its alt text. */
export function PostCoverField(props: PostCoverFieldProps) {
  const { cover, coverError, alt, altError, onCover, onUploadError } = props;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-brand-950">Cover image</legend>
      {cover ? (
        <img
          src={cover}
          alt=""
          className="aspect-video w-full rounded-lg object-cover ring-1 ring-line"
        />
      ) : (
        <div className="grid aspect-video place-items-center rounded-lg bg-page-grey text-sm text-muted">
          No cover yet
        </div>
      )}
      {coverError && <p className="text-sm font-medium text-red-700">{coverError}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <ImageUploadButton
          label={cover ? 'Replace image' : 'Upload image'}
          describedBy="cover-hint"
          onUploaded={(url) => onCover(url)}
          onError={onUploadError}
        />
        {cover && (
          <AdminButton tone="ghost" onClick={() => onCover('')}>
            Remove
          </AdminButton>
        )}
      </div>
      <p id="cover-hint" className="text-sm text-muted">
        PNG, JPEG, WebP or GIF, 2 MB at most; 16:9 looks best.
      </p>
      <Input
        density="compact"
        label="Alt text"
        error={altError}
        hint="What the image shows, for readers who cannot see it."
        {...alt}
      />
    </fieldset>
  );
}
