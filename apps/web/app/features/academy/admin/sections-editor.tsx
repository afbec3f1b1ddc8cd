import { Film, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminCourse, AdminSection } from '@verdantia/domain/academy/admin';
import { AdminButton, EmptyState, Panel } from '~/backoffice/ui';
import { Input } from '~/ui/form';
import { moved, useCourseEdit } from './course-api';
import {
  deleteButtonId,
  DeleteStructureDialog,
  SECTIONS_HEADING_ID,
  sectionHeadingId,
  type DeletionTarget,
} from './delete-structure-dialog';
import { CaptionsUpload } from './captions-upload';
import { DeleteButton, MoveButtons } from './item-actions';
import { LectureForm } from './lecture-form';

const seconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

function SectionBlock({
  course,
  section,
  index,
  onDelete,
}: {
  course: AdminCourse;
  section: AdminSection;
  index: number;
  onDelete: (target: DeletionTarget) => void;
}) {
  const edit = useCourseEdit(course._id);
  const [adding, setAdding] = useState(false);
  const sectionPath = `/sections/${encodeURIComponent(section._id)}`;
  return (
    <li className="rounded-lg ring-1 ring-line">
      <div className="flex items-center gap-2 border-b border-line px-3 py-3 sm:px-4">
        <h3
          id={sectionHeadingId(section._id)}
          tabIndex={-1}
          className="min-w-0 flex-1 font-semibold break-words text-brand-950"
        >
          {index + 1}. {section.sectionName}
        </h3>
        <MoveButtons
          label={`section ${section.sectionName}`}
          first={index === 0}
          last={index === course.sections.length - 1}
          onMove={(step) =>
            edit.mutate({
              path: '/sections/order',
              method: 'PUT',
              body: { ids: moved(course.sections, index, step) },
            })
          }
        />
        <DeleteButton
          id={deleteButtonId('section', section._id)}
          label={`Delete section ${section.sectionName}`}
          onClick={() => onDelete({ kind: 'section', section })}
        />
      </div>
      <ul className="divide-y divide-line">
        {section.lectures.map((lecture, i) => (
          <li
            key={lecture._id}
            className="flex items-center gap-2 px-3 py-2.5 text-sm sm:gap-3 sm:px-4"
          >
            <Film className="size-4 shrink-0 text-muted" aria-hidden="true" />
            <span className="min-w-0 flex-1 break-words text-brand-950">{lecture.lectureName}</span>
            <span className="shrink-0 text-muted">{seconds(lecture.duration)}</span>
            <span className="text-xs text-muted max-sm:hidden">
              {lecture.source === 'upload' ? 'Uploaded' : 'Address'}
            </span>
            <CaptionsUpload courseId={course._id} sectionId={section._id} lecture={lecture} />
            <MoveButtons
              label={`lecture ${lecture.lectureName}`}
              first={i === 0}
              last={i === section.lectures.length - 1}
              onMove={(step) =>
                edit.mutate({
                  path: `${sectionPath}/lectures/order`,
                  method: 'PUT',
                  body: { ids: moved(section.lectures, i, step) },
                })
              }
            />
            <DeleteButton
              id={deleteButtonId('lecture', lecture._id)}
              label={`Delete lecture ${lecture.lectureName}`}
              onClick={() => onDelete({ kind: 'lecture', section, lecture })}
            />
          </li>
        ))}
      </ul>
      <div className="p-3">
        {adding ? (
          <LectureForm
            courseId={course._id}
            sectionId={section._id}
            onDone={() => setAdding(false)}
          />
        ) : (
          <AdminButton tone="secondary" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Add lecture
          </AdminButton>
        )}
      </div>
    </li>
  );
}

/** Sections in order, each with its lectures; add, reorder, delete. */
export function SectionsEditor({ course }: { course: AdminCourse }) {
  const edit = useCourseEdit(course._id, 'The section has been added.');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<DeletionTarget>();

  async function addSection(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const sectionName = String(new FormData(form).get('sectionName') ?? '').trim();
    if (!sectionName) return setError('Please name the section.');
    setError(undefined);
    await edit.mutateAsync({ path: '/sections', method: 'POST', body: { sectionName } }).then(
      () => form.reset(),
      () => undefined,
    );
  }

  return (
    <Panel className="p-5">
      <h2 id={SECTIONS_HEADING_ID} tabIndex={-1} className="text-base font-semibold text-brand-950">
        Sections and lectures
      </h2>
      {course.sections.length === 0 ? (
        <EmptyState icon={Film} title="No sections yet">
          Add a section, then its lectures.
        </EmptyState>
      ) : (
        <ol className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4">
          {course.sections.map((section, index) => (
            <SectionBlock
              key={section._id}
              course={course}
              section={section}
              index={index}
              onDelete={setDeleting}
            />
          ))}
        </ol>
      )}
      <form
        onSubmit={(event) => void addSection(event)}
        noValidate
        className="mt-5 flex flex-wrap items-end gap-2"
      >
        <Input
          name="sectionName"
          label="New section"
          density="compact"
          className="min-w-0 flex-1"
          error={error}
        />
        <AdminButton type="submit" disabled={edit.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          Add section
        </AdminButton>
      </form>
      <DeleteStructureDialog
        courseId={course._id}
        target={deleting}
        onClose={() => setDeleting(undefined)}
      />
    </Panel>
  );
}
