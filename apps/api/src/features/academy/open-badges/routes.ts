import {
  academyMessages,
  certificateIdParamsSchema,
  normaliseCertificateId,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../../http/attachment.ts';
import { HttpError } from '../../../http/http-error.ts';
import { errorResponses as errors } from '../../../http/route-kit.ts';
import { issuerProfile, openBadgeCredential } from './credential.ts';

/** Open Badges 3.0: a certificate's signed credential, and the issuer profile with its key. */
export const openBadgesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/certificates/:certificateId/open-badge',
    {
      schema: {
        tags: ['academy'],
        summary: 'The certificate as a signed Open Badges 3.0 credential (JSON-LD download)',
        params: certificateIdParamsSchema,
        response: { 200: z.any().describe('open-badge.json'), ...errors, 410: errors[404] },
      },
    },
    async (request, reply) => {
      const id = normaliseCertificateId(request.params.certificateId);
      if (!id) throw new HttpError(404, academyMessages.certificateNotFound);
      const credential = await openBadgeCredential(db, config, id);
      return reply
        .type('application/ld+json; charset=utf-8')
        .header('content-disposition', attachment(`open-badge-${id}.json`))
        .send(JSON.stringify(credential, null, 2));
    },
  );

  app.get(
    '/api/open-badges/issuer',
    {
      schema: {
        tags: ['academy'],
        summary: 'The academy as an Open Badges issuer, with the key that signs its credentials',
        response: { 200: z.any().describe('issuer profile'), ...errors },
      },
    },
    async (_request, reply) =>
      reply.type('application/ld+json; charset=utf-8').send(JSON.stringify(issuerProfile(config))),
  );
};
