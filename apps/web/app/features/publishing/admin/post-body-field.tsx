import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ImageUploadButton } from '~/backoffice/image-upload';
import { errorMessage, http } from '~/lib/http';
import { cn } from '~/ui/cn';
import { controlClass } from '~/ui/form/control';
import { describedBy } from '~/ui/form/field';
import { FormAlert } from '~/ui/form/form-alert';
import { altFromFileName, insertImage } from './markdown-insert';

type Preview =
  { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error'; message: string };

interface PostBodyFieldProps {
  field: UseFormRegisterReturn<'bodyMarkdown'>;
  value: string;
  error?: string;
  onChange: (text: string) => void;
  /** An ended session while uploading: the editor offers to sign in again. */
  onUploadError: (error: unknown, again: () => void) => boolean;
}

const tabClass =
  'rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-brand-700 data-[state=active]:text-white';

/**
 * The article in Markdown, with a Preview tab the server renders exactly as the post page will
 * show it, and images uploaded straight into the text at the cursor.
 */
export function PostBodyField({
  field,
  value,
  error,
  onChange,
  onUploadError,
}: PostBodyFieldProps) {
  const [preview, setPreview] = useState<Preview>();
  const [area, setArea] = useState<HTMLTextAreaElement | null>(null);

  async function showPreview() {
    setPreview({ status: 'loading' });
    try {
      const { html } = await http<{ html: string }>('/api/admin/posts/preview', {
        method: 'POST',
        body: { bodyMarkdown: value },
      });
      setPreview({ status: 'ready', html });
    } catch (caught) {
      setPreview({ status: 'error', message: errorMessage(caught) });
    }
  }

  function insert(url: string, file: File) {
    const cursor = area && document.activeElement !== null ? area.selectionStart : value.length;
    const next = insertImage(value, cursor ?? value.length, altFromFileName(file.name), url);
    onChange(next.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.altStart, next.altEnd);
    });
  }

  return (
    <Tabs.Root
      defaultValue="write"
      onValueChange={(tab) => tab === 'preview' && void showPreview()}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id="body-label" className="text-sm font-semibold text-brand-950">
          Article{' '}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </span>
        <Tabs.List aria-label="Article view" className="flex gap-1 rounded-full bg-page-grey p-1">
          <Tabs.Trigger value="write" className={tabClass}>
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass}>
            Preview
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      <Tabs.Content value="write" forceMount className="mt-2 data-[state=inactive]:hidden">
        <textarea
          id="post-body"
          rows={18}
          aria-labelledby="body-label"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy('body-hint', error && 'body-error')}
          {...field}
          ref={(node) => {
            field.ref(node);
            setArea(node);
          }}
          className={controlClass(Boolean(error), 'py-3 font-mono leading-6', 'compact')}
        />
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <p id="body-hint" className="min-w-0 flex-1 basis-64 text-sm text-muted">
            Markdown: ## for headings, **bold**, *italic*, [link](https://…), - lists. Images go in
            at the cursor. HTML is shown as text.
          </p>
          <ImageUploadButton label="Insert image" onUploaded={insert} onError={onUploadError} />
        </div>
        {error && (
          <p id="body-error" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </Tabs.Content>
      <Tabs.Content
        value="preview"
        className="mt-2 min-h-80 rounded-xl border border-line bg-page-grey/40 p-6"
      >
        {preview?.status === 'loading' && <p className="text-muted">Rendering the preview…</p>}
        {preview?.status === 'error' && (
          <FormAlert tone="error" onRetry={() => void showPreview()}>
            {preview.message}
          </FormAlert>
        )}
        {preview?.status === 'ready' &&
          (preview.html.trim() ? (
            <div
              data-testid="post-preview"
              className={cn(
                'blog-preview space-y-4 text-base leading-7 [&_a]:text-brand-700 [&_a]:underline',
                '[&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc',
              )}
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          ) : (
            <p className="text-muted">Nothing to preview yet: write the article first.</p>
          ))}
      </Tabs.Content>
    </Tabs.Root>
  );
}
