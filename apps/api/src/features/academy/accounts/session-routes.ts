import {
  accountMessages,
  learnerPasswordChangeSchema,
  deleteAccountSchema,
  learnerProfileSchema,
  messageSchema,
  updateProfileSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endAllLearnerSessions,
  endLearnerSession,
  guardLearnerRoutes,
} from '../../../auth/learner-tokens.ts';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors, noContent } from '../../../http/route-kit.ts';
import { formRateLimit } from '../../../plugins/rate-limit.ts';
import { changePassword, deleteAccount, exportData, learnerRow, profileOf, rename } from './me.ts';
import { sendVerificationMail } from './recovery.ts';

const tags = ['academy'];

/**
 * The signed-in learner's own account: profile, name and password, a new confirmation link,
 * sign-out (this browser or all), a copy of their data, deletion. Nothing here logs a body.
 */
export const learnerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const rateLimit = formRateLimit(config);
  guardLearnerRoutes(app);

  const signOut = (url: string, summary: string, everywhere: boolean) =>
    app.post(
      url,
      { schema: { tags, summary, response: { ...noContent, ...errors } } },
      async (request, reply) => {
        if (everywhere) await endAllLearnerSessions(db, request.learner.id);
        else await endLearnerSession(db, request.learner.sessionId);
        return reply.code(204).send(null);
      },
    );
  signOut('/api/users/sign-out', 'Sign out: this token stops working at once', false);
  signOut(
    '/api/users/sign-out-everywhere',
    "Sign out of every browser: all of the learner's tokens stop working",
    true,
  );

  app.get(
    '/api/users/me',
    {
      schema: {
        tags,
        summary: 'The learner’s account',
        response: { 200: learnerProfileSchema, ...errors },
      },
    },
    async (request) => profileOf(await learnerRow(db, request.learner.id)),
  );

  app.patch(
    '/api/users/me',
    {
      schema: {
        tags,
        summary: 'Change the name (certificates keep the name they were issued with)',
        body: updateProfileSchema,
        response: { 200: learnerProfileSchema, ...errors },
      },
    },
    async (request) => rename(db, request.learner.id, request.body.userName),
  );

  app.post(
    '/api/users/me/password',
    {
      schema: {
        tags,
        summary: 'Change the password (other browsers are signed out)',
        body: learnerPasswordChangeSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const { id, sessionId } = request.learner;
      if (!(await changePassword(db, id, sessionId, currentPassword, newPassword))) {
        throw new HttpError(400, accountMessages.wrongPassword);
      }
      return { message: accountMessages.passwordChanged };
    },
  );

  app.post(
    '/api/users/me/verification',
    {
      schema: {
        tags,
        summary: 'Send the address-confirmation link again',
        response: { 202: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await learnerRow(db, request.learner.id);
      if (row.emailVerifiedAt)
        return reply.code(202).send({ message: accountMessages.alreadyVerified });
      await sendVerificationMail(db, config.PUBLIC_URL, row);
      return reply.code(202).send({ message: accountMessages.verificationSent });
    },
  );

  app.get(
    '/api/users/me/export',
    {
      schema: {
        tags,
        summary: 'Everything the academy holds about the learner (JSON download)',
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportData(db, request.learner.id);
      return reply
        .header('content-disposition', 'attachment; filename="my-academy-data.json"')
        .send(data);
    },
  );

  app.delete(
    '/api/users/me',
    {
      schema: {
        tags,
        summary: 'Delete the account and its learning data (certificates become withdrawn)',
        body: deleteAccountSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      if (!(await deleteAccount(db, request.learner.id, request.body.password))) {
        throw new HttpError(400, accountMessages.wrongPassword);
      }
      request.log.info('learner deleted their account');
      return { message: accountMessages.deleted };
    },
  );
};
