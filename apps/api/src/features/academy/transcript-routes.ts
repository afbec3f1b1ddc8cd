import { myCertificatesSchema, transcriptFileName, transcriptQuerySchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardLearnerRoutes } from '../../auth/learner-tokens.ts';
import { attachment } from '../../http/attachment.ts';
import { errorResponses as errors } from '../../http/route-kit.ts';
import { CERTIFICATE_ISSUER } from './certificates.ts';
import { renderTranscriptPdf } from './transcript-pdf.ts';
import { myCertificates, transcriptCsv, transcriptOf } from './transcript.ts';

const tags = ['academy'];
const BASE = '/api/academy/website';

/** "My certificates" and the per-year CPD transcript, behind the learner token. */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  guardLearnerRoutes(app);
  const { db, config } = app;

  app.get(
    `${BASE}/certificates`,
    {
      schema: {
        tags,
        summary: "The learner's certificates with their CPD hours, and the years they cover",
        response: { 200: myCertificatesSchema, ...errors },
      },
    },
    async (request) => myCertificates(db, request.learner.id),
  );

  app.get(
    `${BASE}/transcript`,
    {
      schema: {
        tags,
        summary: "A year's CPD transcript as a PDF or CSV download",
        querystring: transcriptQuerySchema,
        produces: ['application/pdf', 'text/csv'],
        response: { 200: z.any().describe('cpd-transcript.pdf or .csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { year, format } = request.query;
      const transcript = await transcriptOf(db, request.learner.id, year);
      const body =
        format === 'csv'
          ? transcriptCsv(transcript, config.PUBLIC_URL)
          : Buffer.from(
              await renderTranscriptPdf(transcript, CERTIFICATE_ISSUER, config.PUBLIC_URL),
            );
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header(
          'content-disposition',
          attachment(transcriptFileName(year, transcript.learnerName, format)),
        )
        .send(body);
    },
  );
};
