import type { AdminPost } from '@verdantia/domain/publishing/post-answers';
import { EditorScreen } from '~/backoffice/editor-screen';
import { useStaff } from '~/backoffice/session';
import { PostEditor } from './post-editor';

/** /admin/posts/new and /admin/posts/:id. */
export function PostScreen({ id }: { id: string }) {
  const staff = useStaff();
  return (
    <EditorScreen<AdminPost>
      id={id}
      endpoint="/api/admin/posts"
      basePath="/admin/posts"
      createdMessage="Draft created."
      editor={({ record, onSaved, onClose }) => (
        <PostEditor post={record} defaultAuthor={staff.name} onSaved={onSaved} onClose={onClose} />
      )}
    />
  );
}
