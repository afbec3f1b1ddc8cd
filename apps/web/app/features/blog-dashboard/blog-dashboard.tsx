import '~/lib/zod-jitless';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HttpError } from '~/lib/http';
import { ButtonLink } from '~/ui/button';
import { cn } from '~/ui/cn';
import { adminRequest, type StaffUser } from './api';
import { NewsPanel } from './news-panel';
import { PostsPanel } from './posts-panel';

type Session =
  | { status: 'loading' }
  | { status: 'signed-out'; message?: string }
  | { status: 'forbidden'; staff: StaffUser }
  | { status: 'error'; message: string }
  | { status: 'ready'; staff: StaffUser };

/**
 * The blog dashboard (editors and admins): posts and news articles. Signed-out visitors are sent
 * to the back-office sign-in; other roles are told this page is not theirs.
 */
export default function BlogDashboard() {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [tab, setTab] = useState<'posts' | 'news'>('posts');

  useEffect(() => {
    adminRequest<{ staff: StaffUser }>('GET', '/api/admin/session')
      .then(({ staff }) =>
        setSession(
          staff.role === 'admin' || staff.role === 'editor'
            ? { status: 'ready', staff }
            : { status: 'forbidden', staff },
        ),
      )
      .catch((caught: unknown) =>
        setSession(
          caught instanceof HttpError && caught.status === 401
            ? { status: 'signed-out' }
            : {
                status: 'error',
                message: caught instanceof Error ? caught.message : 'Something went wrong.',
              },
        ),
      );
  }, []);

  if (session.status === 'loading') {
    return (
      <Frame>
        <p role="status" className="text-muted">
          Checking your session…
        </p>
      </Frame>
    );
  }
  if (session.status !== 'ready') {
    const text = {
      'signed-out': 'Please sign in to the back-office to write and publish posts.',
      forbidden: 'Your role does not include the blog. Ask an administrator if you need access.',
      error: session.status === 'error' ? session.message : '',
    }[session.status];
    return (
      <Frame>
        <div className="max-w-xl rounded-3xl bg-white p-8 ring-1 ring-line">
          <h2 className="text-xl font-bold text-brand-950">
            {session.status === 'signed-out'
              ? 'Sign in required'
              : session.status === 'forbidden'
                ? 'Not available for your role'
                : 'Something went wrong'}
          </h2>
          <p className="mt-3 text-muted">{text}</p>
          <ButtonLink to="/admin" className="mt-6">
            {session.status === 'signed-out' ? 'Sign in' : 'Go to the back-office'}
          </ButtonLink>
        </div>
      </Frame>
    );
  }

  const tabs = [
    { id: 'posts', label: 'Blog posts' },
    { id: 'news', label: 'News' },
  ] as const;
  return (
    <Frame staff={session.staff}>
      <div role="tablist" aria-label="Content" className="flex gap-1 border-b border-line">
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-px border-b-2 px-4 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
              tab === t.id
                ? 'border-brand-700 text-brand-900'
                : 'border-transparent text-muted hover:text-brand-800',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-6">
        {tab === 'posts' ? <PostsPanel defaultAuthor={session.staff.name} /> : <NewsPanel />}
      </div>
    </Frame>
  );
}

function Frame({ staff, children }: { staff?: StaffUser; children: React.ReactNode }) {
  return (
    <section className="pt-header min-h-screen bg-page-grey">
      <div className="container-page py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
              Back-office
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
              Blog dashboard
            </h1>
          </div>
          {staff && (
            <p className="text-sm text-muted">
              Signed in as{' '}
              <span className="font-semibold text-ink">{staff.name || staff.email}</span> ·{' '}
              <Link to="/admin" className="font-semibold text-brand-700 hover:text-brand-900">
                Back-office
              </Link>
            </p>
          )}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
