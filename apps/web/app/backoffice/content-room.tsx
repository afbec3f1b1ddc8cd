import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage, http } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { ConfirmDialog } from './confirm-dialog';
import { StatusBadge } from './status-badge';
import { adminButton, AdminButton, EmptyState, Panel, TableSkeleton } from './ui';

export interface ContentItem {
  id: number;
  title: string;
  meta: ReactNode;
  published: boolean;
  image?: string;
  /** The public page, when it is published. */
  viewHref?: string;
}

type Action = 'publish' | 'unpublish' | 'delete';

interface ContentRoomProps<T> {
  description: string;
  /** e.g. /api/admin/posts: GET lists, /:id/publish, /:id/unpublish and DELETE /:id act. */
  endpoint: string;
  /** e.g. /admin/posts: /new and /:id are the editor. */
  basePath: string;
  newLabel: string;
  noun: string;
  emptyText: string;
  toItem: (record: T) => ContentItem;
  done: Record<Action, string>;
}

/** A list of publishable content (posts, news): publish, unpublish, delete and open the editor. */
export function ContentRoom<T>(props: ContentRoomProps<T>) {
  const { endpoint, basePath, noun } = props;
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: ['admin', endpoint], queryFn: () => http<T[]>(endpoint) });
  const [deleting, setDeleting] = useState<ContentItem>();
  const act = useMutation({
    mutationFn: ({ item, action }: { item: ContentItem; action: Action }) =>
      action === 'delete'
        ? http(`${endpoint}/${item.id}`, { method: 'DELETE' })
        : http(`${endpoint}/${item.id}/${action}`, { method: 'POST' }),
    onSuccess: (_data, { item, action }) => {
      toast.success(`“${item.title}” ${props.done[action]}.`);
      setDeleting(undefined);
      return client.invalidateQueries({ queryKey: ['admin', endpoint] });
    },
    onError: (error, { action }) => action !== 'delete' && toast.error(errorMessage(error)),
  });
  const items = (list.data ?? []).map(props.toItem);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">{props.description}</p>
        <AdminButton onClick={() => void navigate(`${basePath}/new`)}>
          <Plus className="size-4" aria-hidden="true" />
          {props.newLabel}
        </AdminButton>
      </div>
      <Panel>
        {list.isError && (
          <FormAlert tone="error" className="m-4" onRetry={() => void list.refetch()}>
            {errorMessage(list.error)}
          </FormAlert>
        )}
        {list.isPending && <TableSkeleton columns={3} rows={4} />}
        {list.data && items.length === 0 && (
          <EmptyState icon={FileText} title={`No ${noun}s yet`}>
            {props.emptyText}
          </EmptyState>
        )}
        <ul className="divide-y divide-line">
          {items.map((item) => {
            const busy = act.isPending && act.variables.item.id === item.id;
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4">
                {item.image && (
                  <img
                    src={item.image}
                    alt=""
                    className="hidden h-14 w-20 shrink-0 rounded-lg object-cover ring-1 ring-line sm:block"
                  />
                )}
                <div className="min-w-0 flex-1 basis-56">
                  <Link
                    to={`${basePath}/${item.id}`}
                    className="font-semibold break-words text-brand-950 hover:text-brand-700 hover:underline"
                  >
                    {item.title}
                  </Link>
                  <p className="mt-0.5 text-sm break-words text-muted">{item.meta}</p>
                </div>
                <StatusBadge published={item.published} />
                <div className="flex flex-wrap gap-1">
                  <Link
                    to={`${basePath}/${item.id}`}
                    className={adminButton('ghost')}
                    aria-label={`Edit “${item.title}”`}
                  >
                    Edit
                  </Link>
                  {item.published && item.viewHref && (
                    <Link to={item.viewHref} target="_blank" className={adminButton('ghost')}>
                      View
                    </Link>
                  )}
                  <AdminButton
                    tone={item.published ? 'secondary' : 'primary'}
                    disabled={busy}
                    onClick={() =>
                      act.mutate({ item, action: item.published ? 'unpublish' : 'publish' })
                    }
                    aria-label={`${item.published ? 'Unpublish' : 'Publish'} “${item.title}”`}
                  >
                    {item.published ? 'Unpublish' : 'Publish'}
                  </AdminButton>
                  <AdminButton
                    tone="danger-ghost"
                    disabled={busy}
                    onClick={() => {
                      act.reset();
                      setDeleting(item);
                    }}
                    aria-label={`Delete “${item.title}”`}
                  >
                    Delete
                  </AdminButton>
                </div>
              </li>
            );
          })}
        </ul>
      </Panel>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={`Delete this ${noun}?`}
        confirmLabel={`Delete ${noun}`}
        pending={act.isPending}
        error={act.isError ? errorMessage(act.error) : undefined}
        onConfirm={() => deleting && act.mutate({ item: deleting, action: 'delete' })}
      >
        <p>“{deleting?.title}” will be deleted for good. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
