import type { AdminPost } from '@verdantia/domain/blog';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { formatDay } from './format';
import { adminRequest } from './api';
import { messageOf, useAdminList } from './use-admin-list';
import { Alert, StatusBadge } from './fields';
import { PostEditor } from './post-editor';

/** The posts: a list with publish, unpublish and delete, and the editor for one post. */
export function PostsPanel({ defaultAuthor }: { defaultAuthor: string }) {
  const { load, refresh } = useAdminList<AdminPost>('/api/admin/posts');
  const [editing, setEditing] = useState<AdminPost | 'new'>();
  // Stays the same while one post is open, so saving a new post does not reset the editor.
  const [session, setSession] = useState(0);
  const open = (target: AdminPost | 'new') => {
    setSession((n) => n + 1);
    setEditing(target);
  };
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; message: string }>();
  const [busyId, setBusyId] = useState<number>();

  async function act(post: AdminPost, action: 'publish' | 'unpublish' | 'delete') {
    if (action === 'delete' && !window.confirm(`Delete “${post.title}”? This cannot be undone.`))
      return;
    setBusyId(post.id);
    setNotice(undefined);
    try {
      if (action === 'delete') await adminRequest('DELETE', `/api/admin/posts/${post.id}`);
      else await adminRequest('POST', `/api/admin/posts/${post.id}/${action}`);
      const done = {
        publish: 'is now on the blog',
        unpublish: 'is off the blog (back to draft)',
        delete: 'was deleted',
      }[action];
      setNotice({ tone: 'success', message: `“${post.title}” ${done}.` });
      await refresh();
    } catch (caught) {
      setNotice({ tone: 'error', message: messageOf(caught) });
    } finally {
      setBusyId(undefined);
    }
  }

  if (editing) {
    return (
      <PostEditor
        key={session}
        post={editing === 'new' ? undefined : editing}
        defaultAuthor={defaultAuthor}
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
          Drafts are visible only here. Publishing puts a post on /academy/blogs and the home page.
        </p>
        <Button onClick={() => open('new')}>New post</Button>
      </div>
      <div className="mt-4" aria-live="polite">
        {notice && <Alert tone={notice.tone}>{notice.message}</Alert>}
      </div>
      {load.status === 'loading' && (
        <p role="status" className="mt-6 text-muted">
          Loading posts…
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
      {load.status === 'ready' &&
        (load.items.length === 0 ? (
          <div className="mt-6 rounded-3xl border border-dashed border-line bg-white p-10 text-center">
            <p className="font-semibold text-brand-950">No posts yet</p>
            <p className="mt-2 text-muted">
              Write the first one: it stays a draft until you publish it.
            </p>
          </div>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-3xl bg-white ring-1 ring-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Posts</caption>
              <thead className="border-b border-line bg-page-grey/60 text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Title
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Author
                  </th>
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {load.items.map((post) => {
                  const published = post.status === 'published';
                  const busy = busyId === post.id;
                  return (
                    <tr key={post.id} className="align-middle">
                      <td className="px-5 py-4">
                        <button
                          type="button"
                          className="text-left font-semibold text-brand-950 hover:text-brand-700 hover:underline"
                          onClick={() => open(post)}
                        >
                          {post.title}
                        </button>
                        <p className="mt-0.5 font-mono text-xs text-muted">
                          /academy/blogs/{post.slug}
                        </p>
                      </td>
                      <td className="px-5 py-4">
                        <StatusBadge published={published} />
                      </td>
                      <td className="px-5 py-4 whitespace-nowrap text-muted">
                        {formatDay(post.publishedAt)}
                      </td>
                      <td className="px-5 py-4 text-muted">{post.author}</td>
                      <td className="px-5 py-4">
                        <div className="flex justify-end gap-1 whitespace-nowrap">
                          <Button
                            variant="ghost"
                            className="h-9 px-3"
                            onClick={() => open(post)}
                            aria-label={`Edit “${post.title}”`}
                          >
                            Edit
                          </Button>
                          {published && (
                            <Link
                              to={`/academy/blogs/${post.slug}`}
                              target="_blank"
                              className="inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                            >
                              View
                            </Link>
                          )}
                          <Button
                            variant={published ? 'secondary' : 'primary'}
                            className="h-9 px-4"
                            disabled={busy}
                            onClick={() => act(post, published ? 'unpublish' : 'publish')}
                            aria-label={`${published ? 'Unpublish' : 'Publish'} “${post.title}”`}
                          >
                            {published ? 'Unpublish' : 'Publish'}
                          </Button>
                          <Button
                            variant="ghost"
                            className="h-9 px-3 text-red-700 hover:bg-red-50"
                            disabled={busy}
                            onClick={() => act(post, 'delete')}
                            aria-label={`Delete “${post.title}”`}
                          >
                            Delete
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
