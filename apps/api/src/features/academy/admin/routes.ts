import {
  adminCourseListSchema,
  adminCourseParamsSchema,
  adminCourseSchema,
  adminSectionParamsSchema,
  certificateIdParamsSchema,
  courseInputSchema,
  courseLearnersSchema,
  academyMessages,
  normaliseCertificateId,
  publishSchema,
  reorderSchema,
  revokeCertificateSchema,
  sectionInputSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit, type AuditAction } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { HttpError } from '../../../http/http-error.ts';
import { actorOf, errorResponses as errors, noContent } from '../../../http/route-kit.ts';
import type { FastifyRequest } from 'fastify';
import { lectureRoutes } from './lecture-routes.ts';
import { questionBankRoutes } from './question-bank-routes.ts';
import { captionsRoutes } from './captions-routes.ts';
import { courseLearners, revokeCertificate } from './learners.ts';
import {
  createCourse,
  getAdminCourse,
  listAdminCourses,
  setPublished,
  updateCourse,
} from './service.ts';
import { createSection, deleteSection, renameSection, reorderSections } from './structure.ts';
import { discardVideos } from './video-upload.ts';

const tags = ['courses'];
const BASE = '/api/admin/courses';
const course = { 200: adminCourseSchema, ...errors };

/**
 * Course management for editors and admins: courses, sections, lectures (lecture-routes.ts),
 * publishing, learners per course and certificate revocation. Every change is audit-logged.
 */
export const courseAdminRoutes: FastifyPluginAsyncZod<{ maxVideoBytes?: number }> = async (
  app,
  options,
) => {
  const editors = requireStaff('admin', 'editor');
  const { db } = app;
  const audit = (request: FastifyRequest, action: AuditAction, target: string, detail?: object) =>
    recordAudit(db, {
      actor: actorOf(request.staff),
      action,
      target,
      detail: detail as Record<string, unknown> | undefined,
    });

  app.get(
    BASE,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Every course',
        response: { 200: adminCourseListSchema, ...errors },
      },
    },
    async () => listAdminCourses(db),
  );

  app.post(
    BASE,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Create an unpublished course',
        body: courseInputSchema,
        response: { 201: adminCourseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const courseId = await createCourse(db, request.body);
      await audit(request, 'course.created', `course:${courseId}`, {
        courseName: request.body.courseName,
      });
      return reply.code(201).send(await getAdminCourse(db, courseId));
    },
  );

  app.get(
    `${BASE}/:courseId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'A course with its sections and lectures',
        params: adminCourseParamsSchema,
        response: course,
      },
    },
    async (request) => getAdminCourse(db, request.params.courseId),
  );

  app.put(
    `${BASE}/:courseId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: "Edit a course's name, description and image",
        params: adminCourseParamsSchema,
        body: courseInputSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await updateCourse(db, courseId, request.body);
      await audit(request, 'course.updated', `course:${courseId}`, {
        courseName: request.body.courseName,
      });
      return getAdminCourse(db, courseId);
    },
  );

  app.put(
    `${BASE}/:courseId/publish`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Publish a course to learners, or hide it',
        params: adminCourseParamsSchema,
        body: publishSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await setPublished(db, courseId, request.body.published);
      await audit(
        request,
        request.body.published ? 'course.published' : 'course.unpublished',
        `course:${courseId}`,
      );
      return getAdminCourse(db, courseId);
    },
  );

  app.post(
    `${BASE}/:courseId/sections`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Add a section at the end',
        params: adminCourseParamsSchema,
        body: sectionInputSchema,
        response: { 201: adminCourseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      const sectionId = await createSection(db, courseId, request.body.sectionName);
      await audit(request, 'course.section_created', `course:${courseId}`, {
        sectionId,
        sectionName: request.body.sectionName,
      });
      return reply.code(201).send(await getAdminCourse(db, courseId));
    },
  );

  app.put(
    `${BASE}/:courseId/sections/order`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Put the sections in a new order',
        params: adminCourseParamsSchema,
        body: reorderSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await reorderSections(db, courseId, request.body.ids);
      await audit(request, 'course.sections_reordered', `course:${courseId}`, {
        count: request.body.ids.length,
      });
      return getAdminCourse(db, courseId);
    },
  );

  app.put(
    `${BASE}/:courseId/sections/:sectionId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Rename a section',
        params: adminSectionParamsSchema,
        body: sectionInputSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId, sectionId } = request.params;
      await renameSection(db, courseId, sectionId, request.body.sectionName);
      await audit(request, 'course.section_updated', `course:${courseId}`, {
        sectionId,
        sectionName: request.body.sectionName,
      });
      return getAdminCourse(db, courseId);
    },
  );

  app.delete(
    `${BASE}/:courseId/sections/:sectionId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Remove a section and its lectures',
        params: adminSectionParamsSchema,
        response: course,
      },
    },
    async (request) => {
      const { courseId, sectionId } = request.params;
      const uploads = await deleteSection(db, courseId, sectionId);
      await discardVideos(app.storage, uploads, request.log);
      await audit(request, 'course.section_deleted', `course:${courseId}`, { sectionId });
      return getAdminCourse(db, courseId);
    },
  );

  app.get(
    `${BASE}/:courseId/learners`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Learners enrolled in a course, their progress and certificates',
        params: adminCourseParamsSchema,
        response: { 200: courseLearnersSchema, ...errors },
      },
    },
    async (request) => courseLearners(db, request.params.courseId),
  );

  app.post(
    '/api/admin/certificates/:certificateId/revoke',
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Revoke a certificate (its public verification then says revoked)',
        params: certificateIdParamsSchema,
        body: revokeCertificateSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const certificateId = normaliseCertificateId(request.params.certificateId);
      if (!certificateId) throw new HttpError(404, academyMessages.certificateNotFound);
      const courseId = await revokeCertificate(db, certificateId, request.body.reason);
      await audit(request, 'certificate.revoked', `certificate:${certificateId}`, {
        courseId,
        reason: request.body.reason,
      });
      return reply.code(204).send(null);
    },
  );

  await app.register(lectureRoutes, { maxVideoBytes: options.maxVideoBytes });
  await app.register(questionBankRoutes);
  await app.register(captionsRoutes);
};
