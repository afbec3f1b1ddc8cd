import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { AdminLecture, AdminSection } from '@verdantia/domain/academy/admin';
import { ConfirmDialog } from '~/backoffice/confirm-dialog';
import { courseKeys, useCourseEdit } from './course-api';

/** What the editor asked to delete: a whole section, or one lecture of a section. */
export type DeletionTarget =
  | { kind: 'section'; section: AdminSection }
  | { kind: 'lecture'; section: AdminSection; lecture: AdminLecture };

const lectures = (count: number) => `${count} ${count === 1 ? 'lecture' : 'lectures'}`;

// What takes focus as the dialog closes: the delete button, or once it is gone, a heading.
export const sectionHeadingId = (sectionId: string) => `course-section-${sectionId}`;
export const SECTIONS_HEADING_ID = 'course-sections-heading';
export const deleteButtonId = (kind: DeletionTarget['kind'], id: string) => `delete-${kind}-${id}`;

const itemId = (target: DeletionTarget) =>
  target.kind === 'lecture' ? target.lecture._id : target.section._id;
/** Where focus goes when the item's own delete button is gone. */
const headingAfter = (target: DeletionTarget) =>
  target.kind === 'lecture' ? sectionHeadingId(target.section._id) : SECTIONS_HEADING_ID;

function copy(target: DeletionTarget) {
  const { section } = target;
  if (target.kind === 'lecture') {
    return {
      title: 'Delete this lecture?',
      confirm: 'Delete lecture',
      done: `The lecture “${target.lecture.lectureName}” has been deleted.`,
      body: `“${target.lecture.lectureName}” will be removed from the section “${section.sectionName}”, with its video if it was uploaded here. Learners’ progress on it goes too; their percentages then count the lectures left.`,
      path: `/sections/${encodeURIComponent(section._id)}/lectures/${encodeURIComponent(target.lecture._id)}`,
    };
  }
  const count = section.lectures.length;
  return {
    title: 'Delete this section?',
    confirm: count > 0 ? `Delete section and ${lectures(count)}` : 'Delete section',
    done:
      count > 0
        ? `The section “${section.sectionName}” and its ${lectures(count)} have been deleted.`
        : `The section “${section.sectionName}” has been deleted.`,
    body:
      count > 0
        ? `“${section.sectionName}” will be deleted with its ${lectures(count)}: ${section.lectures.map((lecture) => `“${lecture.lectureName}”`).join(', ')}. Uploaded videos and learners’ progress on these lectures go too.`
        : `“${section.sectionName}” has no lectures. It will be deleted.`,
    path: `/sections/${encodeURIComponent(section._id)}`,
  };
}

/**
 * Asks before deleting a section (naming the lectures that go with it) or a lecture, then deletes
 * it. Focus returns to the delete button that opened the dialog (there is no Radix trigger to
 * return to); once that button has left the page, to the heading of what is left: the lecture's
 * section, or the list of sections.
 */
export function DeleteStructureDialog({
  courseId,
  target,
  onClose,
}: {
  courseId: string;
  target: DeletionTarget | undefined;
  onClose: () => void;
}) {
  const edit = useCourseEdit(courseId);
  const queryClient = useQueryClient();
  // The target is cleared as the dialog closes; focus is placed a moment later.
  const last = useRef<DeletionTarget>(undefined);
  useEffect(() => {
    if (target) last.current = target;
  }, [target]);
  const text = target && copy(target);

  function confirm() {
    if (!target || !text) return;
    edit.mutate(
      { path: text.path, method: 'DELETE' },
      {
        onSuccess: () => {
          toast.success(text.done);
          onClose();
        },
        // The error is toasted by useCourseEdit; the course is read again in case someone else
        // changed it (a 404 for an item already deleted).
        onError: () => {
          void queryClient.invalidateQueries({ queryKey: courseKeys.course(courseId) });
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={target !== undefined}
      onOpenChange={(open) => !open && !edit.isPending && onClose()}
      title={text?.title ?? ''}
      confirmLabel={text?.confirm ?? ''}
      tone="danger"
      pending={edit.isPending}
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        if (!last.current) return;
        event.preventDefault();
        const target = last.current;
        (
          document.getElementById(deleteButtonId(target.kind, itemId(target))) ??
          document.getElementById(headingAfter(target))
        )?.focus();
      }}
    >
      <p>{text?.body}</p>
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}
