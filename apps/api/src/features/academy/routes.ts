import {
  certificateFileName,
  courseDetailSchema,
  courseIdParamsSchema,
  courseListSchema,
  enrolResponseSchema,
  academyMessages,
  heartbeatResponseSchema,
  heartbeatSchema,
  lectureParamsSchema,
  lecturePositionSchema,
  markCompleteResponseSchema,
  myCoursesSchema,
  shareResponseSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardLearnerRoutes } from '../../auth/learner-tokens.ts';
import { attachment } from '../../http/attachment.ts';
import { errorResponses as errors, noContent } from '../../http/route-kit.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { issueCertificate, shareOf, verificationUrl } from './certificates.ts';
import { courseDetail, enrol, listCourses, myCourses, savePosition } from './service.ts';
import { signMediaUrl } from './media-access.ts';
import { markComplete, recordHeartbeat } from './watching.ts';

const tags = ['academy'];
const BASE = '/api/academy/website';

/**
 * The learner's academy calls (the original API's paths, GET throughout), each behind a valid
 * bearer token. Every query is scoped to the token's learner: there is no parameter naming a
 * learner, so nobody can ask for someone else's enrolments, progress or certificates.
 */
export const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  guardLearnerRoutes(app);
  const { db, config } = app;

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Every published course',
        response: { 200: courseListSchema, ...errors },
      },
    },
    async (request) => listCourses(db, request.learner.id),
  );

  app.get(
    `${BASE}/myCourses`,
    {
      schema: {
        tags,
        summary: "The learner's enrolments",
        response: { 200: myCoursesSchema, ...errors },
      },
    },
    async (request) => myCourses(db, request.learner.id),
  );

  app.get(
    `${BASE}/enroll/:courseId`,
    {
      schema: {
        tags,
        summary: 'Enrol in a course (enrolling again changes nothing)',
        params: courseIdParamsSchema,
        response: { 200: enrolResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: academyMessages.enrolled,
      enrolment: await enrol(db, request.learner.id, request.params.courseId),
    }),
  );

  app.get(
    `${BASE}/:courseId`,
    {
      schema: {
        tags,
        summary: 'A course with its sections and lectures, and whether it is completed',
        params: courseIdParamsSchema,
        response: { 200: courseDetailSchema, ...errors },
      },
    },
    async (request) =>
      courseDetail(db, request.learner.id, request.params.courseId, (url) =>
        signMediaUrl(config.JWT_SECRET, url),
      ),
  );

  app.get(
    `${BASE}/markComplete/:courseId/:lectureId`,
    {
      schema: {
        tags,
        summary:
          'Mark a lecture completed once its played stretches cover it (409 before; again changes nothing)',
        params: lectureParamsSchema,
        response: { 200: markCompleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { courseId, lectureId } = request.params;
      return markComplete(db, request.learner.id, courseId, lectureId);
    },
  );

  app.put(
    `${BASE}/position/:courseId/:lectureId`,
    {
      schema: {
        tags,
        summary: 'Remember where the player stopped in a lecture',
        params: lectureParamsSchema,
        body: lecturePositionSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { courseId, lectureId } = request.params;
      await savePosition(db, request.learner.id, courseId, lectureId, request.body.seconds);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${BASE}/heartbeat/:courseId/:lectureId`,
    {
      schema: {
        tags,
        summary: 'Report the stretches the player played and where it is (completes when covered)',
        params: lectureParamsSchema,
        body: heartbeatSchema,
        response: { 200: heartbeatResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { courseId, lectureId } = request.params;
      return recordHeartbeat(db, request.learner.id, courseId, lectureId, request.body);
    },
  );

  app.get(
    `${BASE}/certificate/:courseId`,
    {
      schema: {
        tags,
        summary: 'The completion certificate as a PDF (issued once, after every lecture)',
        params: courseIdParamsSchema,
        produces: ['application/pdf'],
        // Binary: Fastify sends a Buffer as it is, without the JSON serialiser.
        response: { 200: z.any().describe('certificate.pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const certificate = await issueCertificate(db, request.learner.id, request.params.courseId);
      const pdf = await renderCertificatePdf(
        certificate,
        verificationUrl(config.PUBLIC_URL, certificate.id),
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachment(certificateFileName(certificate.courseName, certificate.learnerName)),
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    `${BASE}/share/:courseId`,
    {
      schema: {
        tags,
        summary: "The certificate's public verification URL and what LinkedIn needs",
        params: courseIdParamsSchema,
        response: { 200: shareResponseSchema, ...errors },
      },
    },
    async (request) => {
      const certificate = await issueCertificate(db, request.learner.id, request.params.courseId);
      return shareOf(certificate, config.PUBLIC_URL);
    },
  );
};
