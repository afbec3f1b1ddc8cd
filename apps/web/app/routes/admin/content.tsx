import * as Tabs from '@radix-ui/react-tabs';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RequireRole } from '~/backoffice/gate';
import { PageHeader } from '~/backoffice/ui';

const rooms = [
  { to: '/admin/posts', label: 'Blog posts' },
  { to: '/admin/news', label: 'News' },
] as const;

const tabClass =
  '-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-muted hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';

/** Blog posts and news share one room: tabs switch between the two lists (each has its URL). */
export default function AdminContentLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = rooms.find((room) => pathname.startsWith(room.to))?.to ?? rooms[0].to;
  return (
    <RequireRole roles={['admin', 'editor']}>
      <div className="space-y-5">
        <PageHeader
          title="Blog dashboard"
          description="Write, preview and publish the blog's posts and the news articles."
        />
        <Tabs.Root value={current} onValueChange={(to) => void navigate(to)}>
          <Tabs.List aria-label="Content" className="flex gap-1 border-b border-line">
            {rooms.map((room) => (
              <Tabs.Trigger key={room.to} value={room.to} className={tabClass}>
                {room.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={current} className="pt-5 focus-visible:outline-none">
            <Outlet />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </RequireRole>
  );
}
