import { randomBytes } from 'node:crypto';
import {
  adminCourseSchema,
  adminLectureParamsSchema,
  courseAdminMessages,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { lectures } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { readMultipart } from '../../../http/multipart.ts';
import { actorOf, errorResponses as errors } from '../../../http/route-kit.ts';
import { requireMediaAccess } from '../media-access.ts';
import { getAdminCourse } from './service.ts';

// Captions (WebVTT) for any lecture, uploaded or replaced in the course editor. They are stored
// like lecture videos (disk or S3) and served as private media: enrolled learners (signed
// addresses) and staff only.

export const CAPTIONS_MAX_BYTES = 512 * 1024;
const NAME = /^[a-f0-9]{32}\.vtt$/;

export const captionsMessages = {
  notMultipart: 'Please send the captions as a file upload.',
  malformed: 'The upload was not complete. Please try again.',
  fileTooLarge: `Captions files are at most ${CAPTIONS_MAX_BYTES / 1024} KB.`,
  tooManyFiles: 'Please upload one captions file at a time.',
  tooManyParts: 'Please upload one captions file at a time.',
  missing: 'Please choose a captions file (WebVTT, .vtt).',
  notVtt: 'This file is not WebVTT: a captions file starts with the line "WEBVTT".',
  saved: 'The captions have been saved.',
} as const;

function checkVtt(bytes: Buffer) {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text) || text.includes('\u0000')) {
    throw new HttpError(415, captionsMessages.notVtt);
  }
}

export const captionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const editors = requireStaff('admin', 'editor');
  const { db, storage } = app;

  app.put(
    '/api/admin/courses/:courseId/sections/:sectionId/lectures/:lectureId/captions',
    {
      preHandler: editors,
      schema: {
        tags: ['courses'],
        summary: 'Upload or replace the WebVTT captions of a lecture (multipart, field "file")',
        consumes: ['multipart/form-data'],
        params: adminLectureParamsSchema,
        response: { 200: adminCourseSchema, ...errors, 413: errors[400], 415: errors[400] },
      },
    },
    async (request) => {
      const { courseId, sectionId, lectureId } = request.params;
      const where = and(
        eq(lectures.id, lectureId),
        eq(lectures.sectionId, sectionId),
        eq(lectures.courseId, courseId),
      );
      const [lecture] = await db.select().from(lectures).where(where);
      if (!lecture) throw new HttpError(404, courseAdminMessages.lectureNotFound);
      let file: Buffer | undefined;
      const limits = {
        fileSize: CAPTIONS_MAX_BYTES + 1,
        files: 1,
        fields: 0,
        fieldSize: 0,
        parts: 1,
      };
      await readMultipart(request, limits, captionsMessages, async (part) => {
        if (part.type !== 'file' || part.fieldname !== 'file') {
          if (part.type === 'file') part.file.resume();
          return;
        }
        file = await part.toBuffer();
      });
      if (!file || file.length === 0) throw new HttpError(400, captionsMessages.missing);
      if (file.length > CAPTIONS_MAX_BYTES) throw new HttpError(413, captionsMessages.fileTooLarge);
      checkVtt(file);
      const name = `${randomBytes(16).toString('hex')}.vtt`;
      await storage.put(`captions/${name}`, file, { contentType: 'text/vtt' });
      await db
        .update(lectures)
        .set({ captionsUrl: `/media/captions/${name}` })
        .where(where);
      // The file it replaces, if it was one of ours, goes.
      const previous = /^\/media\/captions\/([a-f0-9]{32}\.vtt)$/.exec(lecture.captionsUrl ?? '');
      if (previous) await storage.delete(`captions/${previous[1]}`).catch(() => {});
      await recordAudit(db, {
        actor: actorOf(request.staff),
        action: 'course.lecture_updated',
        target: `course:${courseId}`,
        detail: { lectureId, captions: 'uploaded' },
      });
      return getAdminCourse(db, courseId);
    },
  );

  app.get(
    '/media/captions/:name',
    {
      onRequest: requireMediaAccess,
      schema: { hide: true, params: z.object({ name: z.string() }) },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!NAME.test(name)) return reply.callNotFound();
      const stored = await storage.get(`captions/${name}`);
      if (!stored) return reply.callNotFound();
      return reply
        .type('text/vtt; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(stored.body);
    },
  );
};
