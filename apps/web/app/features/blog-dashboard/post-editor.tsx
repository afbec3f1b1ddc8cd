import { zodResolver } from '@hookform/resolvers/zod';
import { postInputSchema, slugify, type AdminPost, type PostInput } from '@verdantia/domain/blog';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { HttpError } from '~/lib/http';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { adminRequest } from './api';
import { Alert, controlClass, Field, StatusBadge } from './fields';
import { ImageUploadButton } from './image-upload';

type Values = {
  title: string;
  slug: string;
  summary: string;
  bodyMarkdown: string;
  coverImageUrl: string;
  coverAlt: string;
  author: string;
  publishedAt: string;
};
const fieldNames = [
  'title',
  'slug',
  'summary',
  'bodyMarkdown',
  'coverImageUrl',
  'coverAlt',
  'author',
  'publishedAt',
] as const;

const resolver = zodResolver(postInputSchema) as unknown as Resolver<Values>;

const today = () => new Date().toISOString().slice(0, 10);

function valuesOf(post: AdminPost | undefined, author: string): Values {
  return post
    ? {
        title: post.title,
        slug: post.slug,
        summary: post.summary,
        bodyMarkdown: post.bodyMarkdown,
        coverImageUrl: post.coverImageUrl,
        coverAlt: post.coverAlt,
        author: post.author,
        publishedAt: post.publishedAt,
      }
    : {
        title: '',
        slug: '',
        summary: '',
        bodyMarkdown: '',
        coverImageUrl: '',
        coverAlt: '',
        author,
        publishedAt: today(),
      };
}

interface PostEditorProps {
  /** Undefined for a new post. */
  post?: AdminPost;
  defaultAuthor: string;
  onSaved: (post: AdminPost) => void;
  onClose: () => void;
}

/**
 * Create or edit a post: the slug follows the title until it is edited by hand; the body is
 * Markdown with a Preview tab rendered by the server exactly as the post page will show it.
 */
export function PostEditor({ post, defaultAuthor, onSaved, onClose }: PostEditorProps) {
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<
    { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error'; message: string }
  >();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<Values>({
    defaultValues: valuesOf(post, defaultAuthor),
    resolver,
  });
  const { errors, isSubmitting } = formState;
  const cover = useWatch({ control, name: 'coverImageUrl' });
  const body = useWatch({ control, name: 'bodyMarkdown' });
  const slug = useWatch({ control, name: 'slug' });

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched)
        setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const slugField = register('slug', { onChange: () => setSlugTouched(true) });

  async function showPreview() {
    setTab('preview');
    setPreview({ status: 'loading' });
    try {
      const { html } = await adminRequest<{ html: string }>('POST', '/api/admin/posts/preview', {
        bodyMarkdown: body,
      });
      setPreview({ status: 'ready', html });
    } catch (caught) {
      setPreview({
        status: 'error',
        message: caught instanceof HttpError ? caught.message : 'The preview failed.',
      });
    }
  }

  async function save(values: Values) {
    setOutcome(undefined);
    try {
      const input: PostInput = values;
      const saved = post
        ? await adminRequest<AdminPost>('PUT', `/api/admin/posts/${post.id}`, input)
        : await adminRequest<AdminPost>('POST', '/api/admin/posts', input);
      setOutcome({ tone: 'success', message: post ? 'Changes saved.' : 'Draft created.' });
      setSlugTouched(true);
      onSaved(saved);
    } catch (caught) {
      if (caught instanceof HttpError) {
        for (const [field, messages] of Object.entries(caught.fieldErrors)) {
          if ((fieldNames as readonly string[]).includes(field))
            setError(field as keyof Values, { message: messages[0] });
        }
        if (caught.status === 409) setError('slug', { message: caught.message });
        setOutcome({ tone: 'error', message: caught.message });
      } else {
        setOutcome({ tone: 'error', message: 'The post could not be saved. Please try again.' });
      }
    }
  }

  const errorCount = Object.keys(errors).length;
  const tabClass = (active: boolean) =>
    cn(
      'rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
      active ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
    );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-labelledby="post-editor-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-line sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h2 id="post-editor-title" className="text-2xl font-bold text-brand-950">
            {post ? 'Edit post' : 'New post'}
          </h2>
          {post && <StatusBadge published={post.status === 'published'} />}
        </div>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onClose}>
            Back to posts
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : post ? 'Save changes' : 'Save draft'}
          </Button>
        </div>
      </div>

      <div className="mt-6 space-y-3" aria-live="polite">
        {errorCount > 0 && !outcome && (
          <Alert tone="error">
            {errorCount === 1
              ? 'One field needs your attention.'
              : `${errorCount} fields need your attention.`}
          </Alert>
        )}
        {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Field label="Title" required error={errors.title?.message}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                {...titleField}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'h-11 text-lg font-semibold')}
              />
            )}
          </Field>
          <Field
            label="Slug"
            required
            error={errors.slug?.message}
            hint={
              <>
                The address: /academy/blogs/<strong>{slug || '…'}</strong>
              </>
            }
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                {...slugField}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'h-10 font-mono text-sm')}
              />
            )}
          </Field>
          <Field
            label="Summary"
            required
            error={errors.summary?.message}
            hint="One or two sentences for the list, the home page and link previews."
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={2}
                {...register('summary')}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'py-2.5')}
              />
            )}
          </Field>

          <div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span id="body-label" className="text-sm font-semibold text-brand-950">
                Article{' '}
                <span className="text-red-700" aria-hidden="true">
                  *
                </span>
              </span>
              <div
                role="tablist"
                aria-label="Article view"
                className="flex gap-1 rounded-full bg-page-grey p-1"
              >
                <button
                  type="button"
                  role="tab"
                  aria-selected={tab === 'write'}
                  className={tabClass(tab === 'write')}
                  onClick={() => setTab('write')}
                >
                  Write
                </button>
                <button
                  type="button"
                  role="tab"
                  aria-selected={tab === 'preview'}
                  className={tabClass(tab === 'preview')}
                  onClick={showPreview}
                >
                  Preview
                </button>
              </div>
            </div>
            <div className={cn('mt-2', tab !== 'write' && 'hidden')}>
              <textarea
                id="post-body"
                rows={18}
                aria-labelledby="body-label"
                aria-invalid={Boolean(errors.bodyMarkdown)}
                aria-describedby={cn('body-hint', errors.bodyMarkdown && 'body-error') || undefined}
                {...register('bodyMarkdown')}
                className={controlClass(
                  Boolean(errors.bodyMarkdown),
                  'py-3 font-mono text-sm leading-6',
                )}
              />
              <p id="body-hint" className="mt-1.5 text-sm text-muted">
                Markdown: ## for headings, **bold**, *italic*, [link](https://…), - lists, ![alt
                text](/uploads/…) for images. HTML is shown as text.
              </p>
              {errors.bodyMarkdown && (
                <p id="body-error" className="mt-1.5 text-sm font-medium text-red-700">
                  {errors.bodyMarkdown.message}
                </p>
              )}
            </div>
            {tab === 'preview' && (
              <div
                role="tabpanel"
                aria-label="Preview"
                className="mt-2 min-h-80 rounded-xl border border-line bg-page-grey/40 p-6"
              >
                {preview?.status === 'loading' && (
                  <p className="text-muted">Rendering the preview…</p>
                )}
                {preview?.status === 'error' && <Alert tone="error">{preview.message}</Alert>}
                {preview?.status === 'ready' &&
                  (preview.html.trim() ? (
                    <div
                      data-testid="post-preview"
                      className="blog-preview space-y-4 text-base leading-7 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
                      dangerouslySetInnerHTML={{ __html: preview.html }}
                    />
                  ) : (
                    <p className="text-muted">Nothing to preview yet: write the article first.</p>
                  ))}
              </div>
            )}
          </div>
        </div>

        <div className="space-y-5">
          <Field label="Author" required error={errors.author?.message}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                {...register('author')}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'h-10')}
              />
            )}
          </Field>
          <Field
            label="Date"
            required
            error={errors.publishedAt?.message}
            hint="Shown on the post; the list is sorted by it."
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="date"
                {...register('publishedAt')}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'h-10')}
              />
            )}
          </Field>
          <fieldset className="space-y-3 rounded-2xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-brand-950">Cover image</legend>
            {cover ? (
              <img
                src={cover}
                alt=""
                className="aspect-video w-full rounded-xl object-cover ring-1 ring-line"
              />
            ) : (
              <div className="grid aspect-video place-items-center rounded-xl bg-page-grey text-sm text-muted">
                No cover yet
              </div>
            )}
            <input type="hidden" {...register('coverImageUrl')} />
            {errors.coverImageUrl && (
              <p className="text-sm font-medium text-red-700">{errors.coverImageUrl.message}</p>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <ImageUploadButton
                label={cover ? 'Replace image' : 'Upload image'}
                describedBy="cover-hint"
                onUploaded={(url) => setValue('coverImageUrl', url, { shouldDirty: true })}
              />
              {cover && (
                <Button
                  variant="ghost"
                  onClick={() => setValue('coverImageUrl', '', { shouldDirty: true })}
                >
                  Remove
                </Button>
              )}
            </div>
            <p id="cover-hint" className="text-sm text-muted">
              PNG, JPEG, WebP or GIF, 2 MB at most; 16:9 looks best.
            </p>
            <Field
              label="Alt text"
              error={errors.coverAlt?.message}
              hint="What the image shows, for readers who cannot see it."
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  {...register('coverAlt')}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  className={controlClass(invalid, 'h-10')}
                />
              )}
            </Field>
          </fieldset>
        </div>
      </div>
    </form>
  );
}
