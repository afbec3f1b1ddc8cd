import {
  certificateIdParamsSchema,
  normaliseCertificateId,
  certificateVerificationSchema,
  academyMessages,
  site,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { errorResponses as errors } from '../../http/route-kit.ts';
import { verifyCertificate } from './certificates.ts';

/** /certificates/<id>: the public verification page, whose <head> the server fills in. */
export const CERTIFICATE_PAGE_PATH = /^\/certificates\/([^/]+)$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** IDs are stored upper-case; a retyped one in lower case still finds its certificate. */
const normalisedId = normaliseCertificateId;

/**
 * Title, description and og: tags of a certificate's page, so a shared link previews the learner
 * and the course (link previews do not run the page's script). `noindex`: a learner's name is
 * shown to whoever has the link, not offered to search engines. Undefined for an unknown ID.
 */
export async function certificatePageHead(
  db: Database,
  publicUrl: string,
  rawId: string,
): Promise<string | undefined> {
  const id = normalisedId(rawId);
  if (!id) return undefined;
  const certificate = await verifyCertificate(db, id, publicUrl).catch(() => undefined);
  if (!certificate) return undefined;
  const title = certificate.learnerName
    ? `${certificate.learnerName}: ${certificate.courseName} | ${site.name}`
    : `${certificate.courseName} | ${site.name}`;
  const description =
    certificate.status === 'revoked'
      ? `This certificate (${certificate.certificateId}) has been revoked by ${certificate.issuer}.`
      : certificate.status === 'withdrawn'
        ? `This certificate (${certificate.certificateId}) has been withdrawn.`
        : certificate.status === 'expired'
          ? `This certificate (${certificate.certificateId}) expired on ${certificate.expiresAt}.`
          : `${certificate.learnerName} completed ${certificate.courseName}, certified by ${certificate.issuer} on ${certificate.issuedAt}. Certificate ID ${certificate.certificateId}.`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(certificate.url)}"/>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', certificate.url),
    meta('name', 'twitter:card', 'summary'),
  ].join('');
}

/** GET /api/certificates/:certificateId (no sign-in) and the page head of /certificates/:id. */
export const certificateVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.pageHeads.register({
    path: CERTIFICATE_PAGE_PATH,
    head: (match) => certificatePageHead(db, config.PUBLIC_URL, match[1]!),
  });

  app.get(
    '/api/certificates/:certificateId',
    {
      schema: {
        tags: ['academy'],
        summary: 'Verify a certificate: who, which course, when, and whether it is still valid',
        params: certificateIdParamsSchema,
        response: { 200: certificateVerificationSchema, ...errors },
      },
    },
    async (request) => {
      const id = normalisedId(request.params.certificateId);
      if (!id) throw new HttpError(404, academyMessages.certificateNotFound);
      return verifyCertificate(db, id, config.PUBLIC_URL);
    },
  );
};
