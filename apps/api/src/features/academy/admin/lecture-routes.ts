import {
  adminCourseSchema,
  adminLectureParamsSchema,
  adminSectionParamsSchema,
  LECTURE_VIDEO_MAX_BYTES,
  lectureUpdateSchema,
  lectureUrlInputSchema,
  lectureVideoTypes,
  reorderSchema,
  type LectureVideoExtension,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { HttpError } from '../../../http/http-error.ts';
import { actorOf, errorResponses as errors } from '../../../http/route-kit.ts';
import { requireMediaAccess } from '../media-access.ts';
import { getAdminCourse, requireCourse, requireSection } from './service.ts';
import { createLecture, deleteLecture, reorderLectures, updateLecture } from './structure.ts';
import { discardVideos, LECTURE_NAME_PATTERN, storeLectureVideo } from './video-upload.ts';

const tags = ['courses'];
const BASE = '/api/admin/courses/:courseId/sections/:sectionId/lectures';
const course = { 200: adminCourseSchema, ...errors };
const created = { 201: adminCourseSchema, ...errors, 413: errors[400], 415: errors[400] };

/** Lectures: by address (JSON) or as an uploaded video (multipart, streamed), and their order. */
export const lectureRoutes: FastifyPluginAsyncZod<{ maxVideoBytes?: number | undefined }> = async (
  app,
  options,
) => {
  const maxBytes = options.maxVideoBytes ?? LECTURE_VIDEO_MAX_BYTES;
  const editors = requireStaff('admin', 'editor');
  const { db, storage } = app;
  const audit = (
    request: { staff: { id: number; email: string } },
    action:
      | 'course.lecture_created'
      | 'course.lecture_uploaded'
      | 'course.lecture_updated'
      | 'course.lecture_deleted'
      | 'course.lectures_reordered',
    courseId: string,
    detail: Record<string, unknown>,
  ) =>
    recordAudit(db, {
      actor: actorOf(request.staff),
      action,
      target: `course:${courseId}`,
      detail,
    });

  // An outside lecture address must be on the configured list of hosts (the CSP allows those).
  const checkHost = (url: string | undefined) => {
    if (!url?.startsWith('https://')) return;
    const hosts = app.config.LECTURE_VIDEO_HOSTS;
    const origin = URL.canParse(url) ? new URL(url).origin : '';
    if (!hosts.includes(origin)) {
      throw new HttpError(
        400,
        hosts.length === 0
          ? 'Lectures cannot come from outside hosts here: please upload the video.'
          : `Lectures from outside hosts must come from ${hosts.join(', ')}.`,
      );
    }
  };

  app.post(
    BASE,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Add a lecture whose video lives at an address',
        params: adminSectionParamsSchema,
        body: lectureUrlInputSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const { courseId, sectionId } = request.params;
      checkHost(request.body.lectureUrl);
      const lectureId = await createLecture(db, courseId, sectionId, {
        ...request.body,
        source: 'url',
      });
      await audit(request, 'course.lecture_created', courseId, {
        lectureId,
        lectureName: request.body.lectureName,
      });
      return reply.code(201).send(await getAdminCourse(db, courseId));
    },
  );

  app.post(
    `${BASE}/upload`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: `Add a lecture by uploading its video (multipart: lectureName, optional duration, then file; MP4, WebM or Ogg up to ${LECTURE_VIDEO_MAX_BYTES / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        params: adminSectionParamsSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const { courseId, sectionId } = request.params;
      // The section is checked before a byte of the video is stored.
      await requireCourse(db, courseId);
      await requireSection(db, courseId, sectionId);
      const video = await storeLectureVideo(request, storage, maxBytes);
      try {
        const lectureId = await createLecture(db, courseId, sectionId, {
          lectureName: video.fields.lectureName,
          lectureUrl: video.lectureUrl,
          duration: video.duration,
          source: 'upload',
          storageKey: video.storageKey,
        });
        request.log.info({ lectureId, size: video.size }, 'lecture video uploaded');
        await audit(request, 'course.lecture_uploaded', courseId, {
          lectureId,
          lectureName: video.fields.lectureName,
          size: video.size,
        });
      } catch (error) {
        await storage.delete(video.storageKey).catch(() => {});
        throw error;
      }
      return reply.code(201).send(await getAdminCourse(db, courseId));
    },
  );

  app.put(
    `${BASE}/order`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Put the lectures of a section in a new order',
        params: adminSectionParamsSchema,
        body: reorderSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId, sectionId } = request.params;
      await reorderLectures(db, courseId, sectionId, request.body.ids);
      await audit(request, 'course.lectures_reordered', courseId, {
        sectionId,
        count: request.body.ids.length,
      });
      return getAdminCourse(db, courseId);
    },
  );

  app.put(
    `${BASE}/:lectureId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Edit a lecture',
        params: adminLectureParamsSchema,
        body: lectureUpdateSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId, lectureId } = request.params;
      checkHost(request.body.lectureUrl);
      const unused = await updateLecture(db, request.params, request.body);
      await discardVideos(storage, unused, request.log);
      await audit(request, 'course.lecture_updated', courseId, {
        lectureId,
        lectureName: request.body.lectureName,
      });
      return getAdminCourse(db, courseId);
    },
  );

  app.delete(
    `${BASE}/:lectureId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Remove a lecture',
        params: adminLectureParamsSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId, lectureId } = request.params;
      const unused = await deleteLecture(db, request.params);
      await discardVideos(storage, unused, request.log);
      await audit(request, 'course.lecture_deleted', courseId, { lectureId });
      return getAdminCourse(db, courseId);
    },
  );

  // Uploaded lecture videos, with byte ranges so the player can seek (storage: disk or S3).
  app.get(
    '/media/lectures/:name',
    {
      onRequest: requireMediaAccess,
      schema: { hide: true, params: z.object({ name: z.string() }) },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!LECTURE_NAME_PATTERN.test(name)) return reply.callNotFound();
      const key = `lectures/${name}`;
      const type =
        lectureVideoTypes[name.slice(name.lastIndexOf('.') + 1) as LectureVideoExtension];
      const whole = await storage.get(key);
      if (!whole || whole.size === undefined) return reply.callNotFound();
      const size = whole.size;
      reply
        .type(type)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600');
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range || (range[1] === '' && range[2] === '')) {
        return reply.header('content-length', size).send(whole.body);
      }
      whole.body.destroy();
      const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
      const end =
        range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
      if (start > end || start >= size) {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      const part = await storage.get(key, { start, end });
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1)
        .send(part!.body);
    },
  );
};
