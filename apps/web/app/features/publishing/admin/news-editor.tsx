import type { AdminNews, NewsInput } from '@verdantia/domain/publishing/news';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSignInAgain } from '~/backoffice/sign-in-again';
import { EditorHeader } from '~/backoffice/editor-header';
import { UnsavedChangesDialog, useUnsavedChanges } from '~/backoffice/unsaved-changes';
import { errorMessage, http, HttpError } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Input, Textarea } from '~/ui/form/inputs';
import { messageOf, newsResolver, valuesOf, type NewsValues } from './news-form';
import { NewsImagesField } from './news-images-field';

interface NewsEditorProps {
  article?: AdminNews;
  onSaved: (article: AdminNews) => void;
  onClose: () => void;
}

/** Create or edit a news article, validated with the domain schema before it is sent. */
export function NewsEditor({ article, onSaved, onClose }: NewsEditorProps) {
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();
  const { register, handleSubmit, setValue, setError, control, reset, formState } = useForm<
    NewsValues,
    unknown,
    NewsInput
  >({ defaultValues: valuesOf(article), resolver: newsResolver });
  const { errors, isSubmitting, isDirty } = formState;
  const images = useWatch({ control, name: 'images' });
  const { blocker, release } = useUnsavedChanges(isDirty);
  const session = useSignInAgain();

  async function save(input: NewsInput) {
    setOutcome(undefined);
    try {
      const saved = await http<AdminNews>(
        article ? `/api/admin/news/${article.id}` : '/api/admin/news',
        { method: article ? 'PUT' : 'POST', body: input },
      );
      // A new article moves to its own address, where the screen announces it once.
      if (article) setOutcome({ tone: 'success', message: 'Changes saved.' });
      reset(valuesOf(saved));
      release();
      onSaved(saved);
    } catch (caught) {
      if (session.handled(caught, () => void handleSubmit(save)())) return;
      if (caught instanceof HttpError) {
        for (const [field, messages] of Object.entries(caught.fieldErrors)) {
          const name = field.split('.')[0] as keyof NewsValues;
          if (name in valuesOf()) setError(name, { message: messages[0] });
        }
      }
      setOutcome({ tone: 'error', message: errorMessage(caught) });
    }
  }

  const invalid = Object.keys(errors).length > 0;
  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(save)}
        aria-labelledby="news-editor-title"
        className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-line sm:p-6"
      >
        <EditorHeader
          titleId="news-editor-title"
          title={article ? 'Edit news article' : 'New news article'}
          published={article?.published}
          backLabel="Back to news"
          onBack={onClose}
          saveLabel="Save"
          saving={isSubmitting}
        />
        <div className="mt-5" aria-live="polite">
          {outcome ? (
            <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>
          ) : (
            invalid && <FormAlert tone="error">Please correct the highlighted fields.</FormAlert>
          )}
        </div>
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-5">
            <Input
              label="Title"
              required
              density="compact"
              controlClassName="h-11"
              error={messageOf(errors, 'title')}
              {...register('title')}
            />
            <Textarea
              label="Summary"
              required
              rows={2}
              density="compact"
              hint="The short text of the side list."
              error={messageOf(errors, 'summary')}
              {...register('summary')}
            />
            <Textarea
              label="Paragraphs"
              required
              rows={14}
              density="compact"
              controlClassName="resize-y py-3 leading-6"
              hint="Separate paragraphs with an empty line."
              error={messageOf(errors, 'paragraphs')}
              {...register('paragraphs')}
            />
          </div>
          <div className="min-w-0 space-y-5">
            <Input
              label="Date"
              type="date"
              required
              density="compact"
              error={messageOf(errors, 'date')}
              {...register('date')}
            />
            <NewsImagesField
              images={images}
              error={messageOf(errors, 'images')}
              onChange={(next) => setValue('images', next, { shouldDirty: true })}
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
