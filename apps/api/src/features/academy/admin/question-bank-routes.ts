import {
  adminCourseParamsSchema,
  adminFinalAssessmentSchema,
  finalAssessmentSettingsSchema,
  questionInputSchema,
  questionParamsSchema,
  type AuditAction,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../audit/audit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { actorOf, errorResponses as errors } from '../../../http/route-kit.ts';
import {
  addQuestion,
  deleteQuestion,
  getQuestionBank,
  saveSettings,
  updateQuestion,
} from './question-bank.ts';

const tags = ['courses'];
const BASE = '/api/admin/courses/:courseId/assessment';
const bank = { 200: adminFinalAssessmentSchema, ...errors };

/**
 * The final assessment in the course editor: settings (questions drawn, pass mark, attempts,
 * wait between attempts) and the question bank. Editors and admins; every change is audit-logged
 * (without the question text, which is course content, not an event).
 */
export const questionBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const editors = requireStaff('admin', 'editor');
  const { db } = app;
  const audit = (
    request: { staff: { id: number; email: string } },
    action: AuditAction,
    courseId: string,
    detail: Record<string, unknown>,
  ) =>
    recordAudit(db, {
      actor: actorOf(request.staff),
      action,
      target: `course:${courseId}`,
      detail,
    });

  app.get(
    BASE,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: "The course's final assessment: settings and question bank with answers",
        params: adminCourseParamsSchema,
        response: bank,
      },
    },
    async (request) => getQuestionBank(db, request.params.courseId),
  );

  app.put(
    BASE,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Set how many questions are drawn, the pass mark, attempts and the wait',
        params: adminCourseParamsSchema,
        body: finalAssessmentSettingsSchema,
        response: bank,
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await saveSettings(db, courseId, request.body);
      await audit(request, 'course.assessment_updated', courseId, { ...request.body });
      return getQuestionBank(db, courseId);
    },
  );

  app.post(
    `${BASE}/questions`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Add a question to the bank',
        params: adminCourseParamsSchema,
        body: questionInputSchema,
        response: { 201: adminFinalAssessmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      const questionId = await addQuestion(db, courseId, request.body);
      await audit(request, 'course.question_created', courseId, { questionId });
      return reply.code(201).send(await getQuestionBank(db, courseId));
    },
  );

  app.put(
    `${BASE}/questions/:questionId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Edit a question (papers already drawn keep the version they were given)',
        params: questionParamsSchema,
        body: questionInputSchema,
        response: bank,
      },
    },
    async (request) => {
      const { courseId, questionId } = request.params;
      await updateQuestion(db, courseId, questionId, request.body);
      await audit(request, 'course.question_updated', courseId, { questionId });
      return getQuestionBank(db, courseId);
    },
  );

  app.delete(
    `${BASE}/questions/:questionId`,
    {
      preHandler: editors,
      schema: {
        tags,
        summary: 'Remove a question from the bank',
        params: questionParamsSchema,
        response: bank,
      },
    },
    async (request) => {
      const { courseId, questionId } = request.params;
      await deleteQuestion(db, courseId, questionId);
      await audit(request, 'course.question_deleted', courseId, { questionId });
      return getQuestionBank(db, courseId);
    },
  );
};
