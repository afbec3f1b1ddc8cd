import { newsInputSchema, type AdminNews, type NewsInput } from '@verdantia/domain/news';
import { useState, type FormEvent } from 'react';
import { HttpError } from '~/lib/http';
import { Button } from '~/ui/button';
import { adminRequest } from './api';
import { messageOf, useAdminList } from './use-admin-list';
import { Alert, controlClass, Field, StatusBadge } from './fields';
import { formatDay } from './format';
import { ImageUploadButton } from './image-upload';

type Draft = { date: string; title: string; summary: string; paragraphs: string; images: string[] };
type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (article?: AdminNews): Draft =>
  article
    ? {
        date: article.date,
        title: article.title,
        summary: article.summary,
        paragraphs: article.paragraphs.join('\n\n'),
        images: article.images,
      }
    : {
        date: new Date().toISOString().slice(0, 10),
        title: '',
        summary: '',
        paragraphs: '',
        images: [],
      };

/** Blank lines separate paragraphs. */
const toInput = (draft: Draft) => ({
  ...draft,
  paragraphs: draft.paragraphs
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean),
});

/** The news articles of the Podcast & News page: list, publish, unpublish, delete and edit. */
export function NewsPanel() {
  const { load, refresh } = useAdminList<AdminNews>('/api/admin/news');
  const [editing, setEditing] = useState<AdminNews | 'new'>();
  // Stays the same while one post is open, so saving a new post does not reset the editor.
  const [session, setSession] = useState(0);
  const open = (target: AdminNews | 'new') => {
    setSession((n) => n + 1);
    setEditing(target);
  };
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; message: string }>();

  async function act(article: AdminNews, action: 'publish' | 'unpublish' | 'delete') {
    if (action === 'delete' && !window.confirm(`Delete “${article.title}”? This cannot be undone.`))
      return;
    setNotice(undefined);
    try {
      if (action === 'delete') await adminRequest('DELETE', `/api/admin/news/${article.id}`);
      else await adminRequest('POST', `/api/admin/news/${article.id}/${action}`);
      const done = {
        publish: 'is now on the news page',
        unpublish: 'is off the news page',
        delete: 'was deleted',
      }[action];
      setNotice({ tone: 'success', message: `“${article.title}” ${done}.` });
      await refresh();
    } catch (caught) {
      setNotice({ tone: 'error', message: messageOf(caught) });
    }
  }

  if (editing) {
    return (
      <NewsEditor
        key={session}
        article={editing === 'new' ? undefined : editing}
        onSaved={(saved) => {
          setEditing(saved);
          void refresh();
        }}
        onClose={() => setEditing(undefined)}
      />
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-muted">
          Published articles appear under “Latest News” on the Podcast &amp; News page.
        </p>
        <Button onClick={() => open('new')}>New article</Button>
      </div>
      <div className="mt-4" aria-live="polite">
        {notice && <Alert tone={notice.tone}>{notice.message}</Alert>}
      </div>
      {load.status === 'loading' && (
        <p role="status" className="mt-6 text-muted">
          Loading news…
        </p>
      )}
      {load.status === 'error' && (
        <div className="mt-6">
          <Alert tone="error">{load.message}</Alert>
          <Button variant="secondary" className="mt-3" onClick={refresh}>
            Try again
          </Button>
        </div>
      )}
      {load.status === 'ready' && (
        <ul className="mt-6 divide-y divide-line overflow-hidden rounded-3xl bg-white ring-1 ring-line">
          {load.items.length === 0 && (
            <li className="p-8 text-center text-muted">No news articles yet.</li>
          )}
          {load.items.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center gap-4 px-5 py-4">
              {article.images[0] && (
                <img
                  src={article.images[0]}
                  alt=""
                  className="h-14 w-20 rounded-lg object-cover ring-1 ring-line"
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-brand-950">{article.title}</p>
                <p className="mt-0.5 text-sm text-muted">
                  {formatDay(article.date)} · {article.paragraphs.length} paragraph
                  {article.paragraphs.length === 1 ? '' : 's'} · {article.images.length} image
                  {article.images.length === 1 ? '' : 's'}
                </p>
              </div>
              <StatusBadge published={article.published} />
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  className="h-9 px-3"
                  onClick={() => open(article)}
                  aria-label={`Edit “${article.title}”`}
                >
                  Edit
                </Button>
                <Button
                  variant={article.published ? 'secondary' : 'primary'}
                  className="h-9 px-4"
                  onClick={() => act(article, article.published ? 'unpublish' : 'publish')}
                  aria-label={`${article.published ? 'Unpublish' : 'Publish'} “${article.title}”`}
                >
                  {article.published ? 'Unpublish' : 'Publish'}
                </Button>
                <Button
                  variant="ghost"
                  className="h-9 px-3 text-red-700 hover:bg-red-50"
                  onClick={() => act(article, 'delete')}
                  aria-label={`Delete “${article.title}”`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NewsEditor({
  article,
  onSaved,
  onClose,
}: {
  article?: AdminNews;
  onSaved: (a: AdminNews) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(article));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const parsed = newsInputSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        found[key] ??= issue.message;
      }
      setErrors(found);
      setOutcome({ tone: 'error', message: 'Please correct the highlighted fields.' });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const input: NewsInput = parsed.data;
      const saved = article
        ? await adminRequest<AdminNews>('PUT', `/api/admin/news/${article.id}`, input)
        : await adminRequest<AdminNews>('POST', '/api/admin/news', input);
      setOutcome({
        tone: 'success',
        message: article ? 'Changes saved.' : 'Article created (not yet published).',
      });
      onSaved(saved);
    } catch (caught) {
      if (caught instanceof HttpError) {
        const found: Errors = {};
        for (const [field, messages] of Object.entries(caught.fieldErrors))
          found[field.split('.')[0] as keyof Draft] ??= messages[0];
        setErrors(found);
      }
      setOutcome({ tone: 'error', message: messageOf(caught) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="news-editor-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-line sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="news-editor-title" className="text-2xl font-bold text-brand-950">
          {article ? 'Edit news article' : 'New news article'}
        </h2>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onClose}>
            Back to news
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
      <div className="mt-6" aria-live="polite">
        {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Field label="Title" required error={errors.title}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                value={draft.title}
                onChange={(e) => set('title', e.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'h-11')}
              />
            )}
          </Field>
          <Field
            label="Summary"
            required
            error={errors.summary}
            hint="The short text of the side list."
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={2}
                value={draft.summary}
                onChange={(e) => set('summary', e.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'py-2.5')}
              />
            )}
          </Field>
          <Field
            label="Paragraphs"
            required
            error={errors.paragraphs}
            hint="Separate paragraphs with an empty line."
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={14}
                value={draft.paragraphs}
                onChange={(e) => set('paragraphs', e.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'py-3 leading-6')}
              />
            )}
          </Field>
        </div>
        <div className="space-y-5">
          <Field label="Date" required error={errors.date}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="date"
                value={draft.date}
                onChange={(e) => set('date', e.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controlClass(invalid, 'h-10')}
              />
            )}
          </Field>
          <fieldset className="space-y-3 rounded-2xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-brand-950">Images</legend>
            {draft.images.length === 0 && (
              <p className="text-sm text-muted">
                Add at least one image; the first is shown in the list.
              </p>
            )}
            <ul className="grid grid-cols-2 gap-2">
              {draft.images.map((src, i) => (
                <li key={src + i} className="relative">
                  <img
                    src={src}
                    alt=""
                    className="aspect-video w-full rounded-lg object-cover ring-1 ring-line"
                  />
                  <button
                    type="button"
                    className="absolute top-1 right-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-red-700 shadow hover:bg-white"
                    onClick={() =>
                      set(
                        'images',
                        draft.images.filter((_, j) => j !== i),
                      )
                    }
                    aria-label={`Remove image ${i + 1}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
            {errors.images && <p className="text-sm font-medium text-red-700">{errors.images}</p>}
            <ImageUploadButton
              label="Add image"
              onUploaded={(url) => setDraft((d) => ({ ...d, images: [...d.images, url] }))}
            />
          </fieldset>
        </div>
      </div>
    </form>
  );
}
