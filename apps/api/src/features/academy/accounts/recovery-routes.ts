import {
  accountMessages,
  messageSchema,
  resetPasswordSchema,
  resetRequestSchema,
  verifyEmailSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';
import { formRateLimit } from '../../../plugins/rate-limit.ts';
import { learnerSignInGuard } from './guard.ts';
import { requestPasswordReset, resetPassword, verifyEmail } from './recovery.ts';

const tags = ['academy'];

/** Links sent by e-mail: password reset and address confirmation. No sign-in; nothing logged. */
export const learnerRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const rateLimit = formRateLimit(config);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/users/password-reset/request',
    {
      schema: {
        tags,
        summary:
          'E-mail a password-reset link (the same answer whether the address has an account)',
        body: resetRequestSchema,
        response: { 202: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      await requestPasswordReset(db, config.PUBLIC_URL, request.body.email);
      return reply.code(202).send({ message: accountMessages.resetRequested });
    },
  );

  app.post(
    '/api/users/password-reset',
    {
      schema: {
        tags,
        summary: 'Choose a new password with a reset link (once, within 30 minutes)',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      const email = await resetPassword(db, request.body.token, request.body.password);
      if (!email) throw new HttpError(400, accountMessages.linkInvalid);
      // The link proved the owner: the account's failures of the day no longer hold them back.
      await learnerSignInGuard(app).clearAccount(email);
      return { message: accountMessages.resetDone };
    },
  );

  app.post(
    '/api/users/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the link sent to it',
        body: verifyEmailSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      if (!(await verifyEmail(db, request.body.token))) {
        throw new HttpError(400, accountMessages.linkInvalid);
      }
      return { message: accountMessages.verified };
    },
  );
};
