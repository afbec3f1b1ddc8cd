import { courseAdminMessages } from '@verdantia/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { courseSections, lectures } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { requireCourse, requireSection, touchCourse } from './service.ts';

// Sections and lectures of a course: added at the end, renamed, removed, reordered.

type NewLecture = {
  lectureName: string;
  lectureUrl: string;
  duration: number;
  captionsUrl?: string | undefined;
  source: 'upload' | 'url';
  storageKey?: string | undefined;
};

export async function createSection(db: Database, courseId: string, sectionName: string) {
  await requireCourse(db, courseId);
  const [section] = await db
    .insert(courseSections)
    .values({
      courseId,
      sectionName,
      position: sql`(select coalesce(max(${courseSections.position}), -1) + 1 from ${courseSections} where ${courseSections.courseId} = ${courseId})`,
    })
    .returning({ id: courseSections.id });
  await touchCourse(db, courseId);
  return section!.id;
}

export async function renameSection(
  db: Database,
  courseId: string,
  sectionId: string,
  sectionName: string,
) {
  await requireSection(db, courseId, sectionId);
  await db.update(courseSections).set({ sectionName }).where(eq(courseSections.id, sectionId));
  await touchCourse(db, courseId);
}

/** Removes the section and its lectures. @returns the storage keys of uploaded videos to delete. */
export async function deleteSection(db: Database, courseId: string, sectionId: string) {
  await requireSection(db, courseId, sectionId);
  const uploads = await db
    .select({ key: lectures.storageKey })
    .from(lectures)
    .where(eq(lectures.sectionId, sectionId));
  await db.delete(courseSections).where(eq(courseSections.id, sectionId));
  await touchCourse(db, courseId);
  return uploads.flatMap((row) => (row.key ? [row.key] : []));
}

/** New order: `ids` must name every item once; stored as positions 0, 1, 2 … */
async function reorder(
  db: Database,
  current: string[],
  ids: string[],
  store: (tx: Database, id: string, position: number) => Promise<unknown>,
) {
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id));
  if (!same) throw new HttpError(400, courseAdminMessages.reorderMismatch);
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) await store(tx, id, position);
  });
}

export async function reorderSections(db: Database, courseId: string, ids: string[]) {
  await requireCourse(db, courseId);
  const current = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId));
  await reorder(
    db,
    current.map((row) => row.id),
    ids,
    (tx, id, position) =>
      tx.update(courseSections).set({ position }).where(eq(courseSections.id, id)),
  );
  await touchCourse(db, courseId);
}

export async function createLecture(
  db: Database,
  courseId: string,
  sectionId: string,
  lecture: NewLecture,
) {
  await requireSection(db, courseId, sectionId);
  const [row] = await db
    .insert(lectures)
    .values({
      ...lecture,
      captionsUrl: lecture.captionsUrl ?? null,
      storageKey: lecture.storageKey ?? null,
      courseId,
      sectionId,
      position: sql`(select coalesce(max(${lectures.position}), -1) + 1 from ${lectures} where ${lectures.sectionId} = ${sectionId})`,
    })
    .returning({ id: lectures.id });
  await touchCourse(db, courseId);
  return row!.id;
}

async function requireLecture(db: Database, sectionId: string, lectureId: string) {
  const [row] = await db
    .select()
    .from(lectures)
    .where(and(eq(lectures.id, lectureId), eq(lectures.sectionId, sectionId)));
  if (!row) throw new HttpError(404, courseAdminMessages.lectureNotFound);
  return row;
}

export async function updateLecture(
  db: Database,
  ids: { courseId: string; sectionId: string; lectureId: string },
  input: { lectureName: string; duration: number; lectureUrl: string; captionsUrl?: string },
) {
  await requireSection(db, ids.courseId, ids.sectionId);
  const current = await requireLecture(db, ids.sectionId, ids.lectureId);
  // A new address replaces an uploaded video: the lecture no longer points at the file.
  const replacesUpload = current.source === 'upload' && input.lectureUrl !== current.lectureUrl;
  await db
    .update(lectures)
    .set({
      lectureName: input.lectureName,
      duration: input.duration,
      lectureUrl: input.lectureUrl,
      captionsUrl: input.captionsUrl ?? null,
      ...(replacesUpload ? { source: 'url' as const, storageKey: null } : {}),
    })
    .where(eq(lectures.id, ids.lectureId));
  await touchCourse(db, ids.courseId);
  return replacesUpload && current.storageKey ? [current.storageKey] : [];
}

export async function deleteLecture(
  db: Database,
  ids: { courseId: string; sectionId: string; lectureId: string },
) {
  await requireSection(db, ids.courseId, ids.sectionId);
  const current = await requireLecture(db, ids.sectionId, ids.lectureId);
  await db.delete(lectures).where(eq(lectures.id, ids.lectureId));
  await touchCourse(db, ids.courseId);
  return current.storageKey ? [current.storageKey] : [];
}

export async function reorderLectures(
  db: Database,
  courseId: string,
  sectionId: string,
  ids: string[],
) {
  await requireSection(db, courseId, sectionId);
  const current = await db
    .select({ id: lectures.id })
    .from(lectures)
    .where(eq(lectures.sectionId, sectionId));
  await reorder(
    db,
    current.map((row) => row.id),
    ids,
    (tx, id, position) => tx.update(lectures).set({ position }).where(eq(lectures.id, id)),
  );
  await touchCourse(db, courseId);
}
