import { Captions } from 'lucide-react';
import { useId } from 'react';
import type { AdminLecture } from '@verdantia/domain/academy/admin';
import { adminButton } from '~/backoffice/ui';
import { useCourseEdit } from './course-api';

/** Uploads or replaces a lecture's WebVTT captions (the server checks the file is WebVTT). */
export function CaptionsUpload({
  courseId,
  sectionId,
  lecture,
}: {
  courseId: string;
  sectionId: string;
  lecture: AdminLecture;
}) {
  const id = useId();
  const edit = useCourseEdit(courseId, 'The captions have been saved.');
  const label = `${lecture.captionsUrl ? 'Replace' : 'Upload'} captions for ${lecture.lectureName}`;
  return (
    <>
      <input
        id={id}
        type="file"
        accept=".vtt,text/vtt"
        className="sr-only"
        aria-label={label}
        disabled={edit.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const body = new FormData();
          body.append('file', file);
          edit.mutate({
            path: `/sections/${encodeURIComponent(sectionId)}/lectures/${encodeURIComponent(lecture._id)}/captions`,
            method: 'PUT',
            body,
          });
        }}
      />
      <label htmlFor={id} title={label} className={adminButton('ghost', 'cursor-pointer')}>
        <Captions className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{lecture.captionsUrl ? 'Captions ✓' : 'Captions'}</span>
      </label>
    </>
  );
}
