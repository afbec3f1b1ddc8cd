import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage, http } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { TableSkeleton } from './ui';

interface EditorScreenProps<T> {
  /** The record's id from the address, or "new". */
  id: string;
  /** e.g. /api/admin/posts (GET /:id loads one record). */
  endpoint: string;
  /** e.g. /admin/posts: the list, and /:id the editor's own address. */
  basePath: string;
  createdMessage: string;
  editor: (props: {
    record: T | undefined;
    onSaved: (saved: T) => void;
    onClose: () => void;
  }) => ReactNode;
}

/**
 * An editor with its own address (/new, then /:id once saved): loads the record once and keeps
 * the list's cache in step after each save.
 */
export function EditorScreen<T extends { id: number }>(props: EditorScreenProps<T>) {
  const { id, endpoint, basePath } = props;
  const navigate = useNavigate();
  const client = useQueryClient();
  const isNew = id === 'new';
  const record = useQuery({
    queryKey: ['admin', endpoint, id],
    queryFn: () => http<T>(`${endpoint}/${id}`),
    enabled: !isNew,
    // The open editor is the source of truth: a refetch must never reset what is being typed.
    staleTime: Infinity,
  });
  if (!isNew && record.isError)
    return (
      <FormAlert tone="error" onRetry={() => void record.refetch()}>
        {errorMessage(record.error)}
      </FormAlert>
    );
  if (!isNew && !record.data) return <TableSkeleton columns={2} rows={8} />;
  return (
    <Fragment key={id}>
      {props.editor({
        record: isNew ? undefined : record.data,
        onSaved: (saved) => {
          client.setQueryData(['admin', endpoint, String(saved.id)], saved);
          void client.invalidateQueries({ queryKey: ['admin', endpoint], exact: true });
          if (isNew) {
            toast.success(props.createdMessage);
            void navigate(`${basePath}/${saved.id}`, { replace: true });
          }
        },
        onClose: () => void navigate(basePath),
      })}
    </Fragment>
  );
}
