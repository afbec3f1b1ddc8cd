import { zodResolver } from '@hookform/resolvers/zod';
import { postInputSchema, type PostInput } from '@verdantia/domain/publishing/blog';
import type { AdminPost } from '@verdantia/domain/publishing/post-answers';
import { slugify } from '@verdantia/domain/publishing/post-slug';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { EditorHeader } from '~/backoffice/editor-header';
import { UnsavedChangesDialog, useUnsavedChanges } from '~/backoffice/unsaved-changes';
import { useSignInAgain } from '~/backoffice/sign-in-again';
import { errorMessage, http, HttpError } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Input, Textarea } from '~/ui/form/inputs';
import { PostBodyField } from './post-body-field';
import { PostCoverField } from './post-cover-field';

type Values = Required<PostInput>;
const fieldNames = Object.keys(postInputSchema.shape) as (keyof Values)[];
const resolver = zodResolver(postInputSchema) as unknown as Resolver<Values>;
const today = () => new Date().toISOString().slice(0, 10);

const valuesOf = (post: AdminPost | undefined, author: string): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  summary: post?.summary ?? '',
  bodyMarkdown: post?.bodyMarkdown ?? '',
  coverImageUrl: post?.coverImageUrl ?? '',
  coverAlt: post?.coverAlt ?? '',
  author: post?.author ?? author,
  publishedAt: post?.publishedAt ?? today(),
});

interface PostEditorProps {
  /** Undefined for a new post. */
  post?: AdminPost;
  defaultAuthor: string;
  onSaved: (post: AdminPost) => void;
  onClose: () => void;
}

/**
 * Create or edit a post: the slug follows the title until it is edited by hand. Leaving with
 * unsaved changes asks first; a save refused because the session ended signs in again in place.
 */
export function PostEditor({ post, defaultAuthor, onSaved, onClose }: PostEditorProps) {
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();
  const form = useForm<Values>({ defaultValues: valuesOf(post, defaultAuthor), resolver });
  const { register, handleSubmit, setValue, setError, control, reset, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const [cover, body, slug] = useWatch({
    control,
    name: ['coverImageUrl', 'bodyMarkdown', 'slug'],
  });
  const { blocker, release } = useUnsavedChanges(isDirty);
  const session = useSignInAgain();

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched)
        setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });

  async function save(values: Values) {
    setOutcome(undefined);
    try {
      const saved = await http<AdminPost>(
        post ? `/api/admin/posts/${post.id}` : '/api/admin/posts',
        {
          method: post ? 'PUT' : 'POST',
          body: values,
        },
      );
      // A new post moves to its own address, where the screen announces it once.
      if (post) setOutcome({ tone: 'success', message: 'Changes saved.' });
      setSlugTouched(true);
      reset(valuesOf(saved, defaultAuthor));
      release();
      onSaved(saved);
    } catch (caught) {
      if (session.handled(caught, () => void handleSubmit(save)())) return;
      if (caught instanceof HttpError) {
        for (const [field, messages] of Object.entries(caught.fieldErrors)) {
          if ((fieldNames as string[]).includes(field))
            setError(field as keyof Values, { message: messages[0] });
        }
        if (caught.status === 409) setError('slug', { message: caught.message });
      }
      setOutcome({ tone: 'error', message: errorMessage(caught) });
    }
  }

  const errorCount = Object.keys(errors).length;
  const dirtyCover = { shouldDirty: true } as const;
  // The dialogs sit outside the form: a submit inside a portal would bubble to it.
  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(save)}
        aria-labelledby="post-editor-title"
        className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-line sm:p-6"
      >
        <EditorHeader
          titleId="post-editor-title"
          title={post ? 'Edit post' : 'New post'}
          published={post ? post.status === 'published' : undefined}
          backLabel="Back to posts"
          onBack={onClose}
          saveLabel={post ? 'Save changes' : 'Save draft'}
          saving={isSubmitting}
        />

        <div className="mt-5 space-y-3" aria-live="polite">
          {errorCount > 0 && !outcome && (
            <FormAlert tone="error">
              {errorCount === 1
                ? 'One field needs your attention.'
                : `${errorCount} fields need your attention.`}
            </FormAlert>
          )}
          {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
        </div>

        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-5">
            <Input
              label="Title"
              required
              error={errors.title?.message}
              density="compact"
              controlClassName="h-11 text-lg font-semibold"
              {...titleField}
            />
            <Input
              label="Slug"
              required
              error={errors.slug?.message}
              density="compact"
              controlClassName="h-10 font-mono"
              hint={
                <span className="break-all">
                  The address: /academy/blogs/<strong>{slug || '…'}</strong>
                </span>
              }
              {...register('slug', { onChange: () => setSlugTouched(true) })}
            />
            <Textarea
              label="Summary"
              required
              rows={2}
              density="compact"
              error={errors.summary?.message}
              hint="One or two sentences for the list, the home page and link previews."
              {...register('summary')}
            />
            <PostBodyField
              field={register('bodyMarkdown')}
              value={body}
              error={errors.bodyMarkdown?.message}
              onChange={(text) => setValue('bodyMarkdown', text, { shouldDirty: true })}
              onUploadError={session.handled}
            />
          </div>
          <div className="min-w-0 space-y-5">
            <Input
              label="Author"
              required
              density="compact"
              error={errors.author?.message}
              {...register('author')}
            />
            <Input
              label="Date"
              type="date"
              required
              density="compact"
              error={errors.publishedAt?.message}
              hint="Shown on the post; the list is sorted by it."
              {...register('publishedAt')}
            />
            <input type="hidden" {...register('coverImageUrl')} />
            <PostCoverField
              cover={cover}
              coverError={errors.coverImageUrl?.message}
              alt={register('coverAlt')}
              altError={errors.coverAlt?.message}
              onCover={(url) => setValue('coverImageUrl', url, dirtyCover)}
              onUploadError={session.handled}
            />
          </div>
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
      {session.dialog}
    </>
  );
}
