import {
  academyMessages,
  academySignInResponseSchema,
  academySignInSchema,
  academySignUpResponseSchema,
  academySignUpSchema,
  LEARNER_LOCKOUT_MINUTES,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseHeldBack } from '../../../auth/held-back.ts';
import { issueLearnerToken } from '../../../auth/learner-tokens.ts';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';
import { pseudonymousClientKey } from '../../../plugins/rate-limit-key.ts';
import { formRateLimit } from '../../../plugins/rate-limit.ts';
import { sendAccountExistsMail } from './account-exists-mail.ts';
import { learnerSignInGuard } from './guard.ts';
import { sendUnlockMail, sendVerificationMail } from './recovery.ts';
import { checkLearnerSignIn, publicLearner, signUpLearner } from './service.ts';

const tags = ['academy'];

// Learner accounts: sign-up and sign-in (the original API's paths). Nothing here logs a body: it
// holds passwords.
export const academyAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const rateLimit = formRateLimit(config);
  const signInGuard = learnerSignInGuard(app);

  app.post(
    '/api/users/sign-up',
    {
      schema: {
        tags,
        summary: 'Create a learner account',
        body: academySignUpSchema,
        response: { 201: academySignUpResponseSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      // A taken address answers as a new one does (no enumeration); its owner is e-mailed instead.
      const learner = await signUpLearner(app.db, request.body);
      if (learner) {
        await sendVerificationMail(app.db, config.PUBLIC_URL, learner);
        request.log.info({ learnerId: learner.id }, 'learner signed up');
      } else {
        await sendAccountExistsMail(app.db, config.PUBLIC_URL, request.body.email);
      }
      return reply.code(201).send({ message: academyMessages.signedUp });
    },
  );

  app.post(
    '/api/users/sign-in',
    {
      schema: {
        tags,
        summary: 'Learner sign-in: a bearer token for the academy calls',
        body: academySignInSchema,
        response: { 200: academySignInResponseSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const result = await checkLearnerSignIn(
        app.db,
        signInGuard,
        { email, password, client: pseudonymousClientKey(request, config.JWT_SECRET) },
        (learner) => sendUnlockMail(app.db, config.PUBLIC_URL, learner),
      );
      if (result.outcome === 'locked') {
        refuseHeldBack(reply, result.retryAfterSeconds, {
          minutes: LEARNER_LOCKOUT_MINUTES,
          message: academyMessages.locked,
          wayOut: 'use the link we e-mailed you to choose a new password',
        });
      }
      if (result.outcome === 'bad-credentials') {
        throw new HttpError(401, academyMessages.badCredentials);
      }
      reply.header('cache-control', 'no-store');
      const { token, expiresAt } = await issueLearnerToken(
        app.db,
        config.JWT_SECRET,
        result.learner.id,
        remember,
      );
      return {
        message: academyMessages.signedIn,
        token,
        expiresAt: expiresAt.toISOString(),
        user: publicLearner(result.learner),
      };
    },
  );
};
