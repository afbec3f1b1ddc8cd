import type { AdminNews } from '@verdantia/domain/publishing/news';
import { EditorScreen } from '~/backoffice/editor-screen';
import { NewsEditor } from './news-editor';

/** /admin/news/new and /admin/news/:id. */
export function NewsScreen({ id }: { id: string }) {
  return (
    <EditorScreen<AdminNews>
      id={id}
      endpoint="/api/admin/news"
      basePath="/admin/news"
      createdMessage="Article created (not yet published)."
      editor={({ record, onSaved, onClose }) => (
        <NewsEditor article={record} onSaved={onSaved} onClose={onClose} />
      )}
    />
  );
}
