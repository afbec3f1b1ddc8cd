import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { HttpError } from '../../../http/http-error.ts';
import { actorOf } from '../../../http/route-kit.ts';
import { requireStaff } from '../../../auth/require-staff.ts';
import { detectImageType, imageTypes, UPLOAD_NAME_PATTERN, type ImageExtension } from './images.ts';
import { readOneUpload, uploadMessages } from './read-upload.ts';

/**
 * Images for posts and news: POST /api/admin/uploads (editors and admins; multipart, one image of
 * at most 2 MB, its type checked by content) stores it under a random name in the app's storage
 * (DATA_DIR/uploads or S3, so every instance serves every image), and GET
 * /uploads/<name> serves it with its own content type, nosniff and a long cache (the name never
 * changes meaning).
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;

  app.post(
    '/api/admin/uploads',
    {
      preHandler: requireStaff('admin', 'editor'),
      schema: {
        summary: 'Upload an image for a post or a news article (multipart, field "file")',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ url: z.string(), contentType: z.string(), size: z.number().int() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await readOneUpload(request);
      const type = detectImageType(bytes);
      if (!type) throw new HttpError(415, uploadMessages.wrongType);
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      await storage.put(name, bytes, { contentType: imageTypes[type] });
      request.log.info({ name, size: bytes.length }, 'image uploaded');
      await recordAudit(app.db, {
        actor: actorOf(request.staff),
        action: 'upload.created',
        target: `upload:${name}`,
        detail: { contentType: imageTypes[type], size: bytes.length },
      });
      return reply
        .code(201)
        .send({ url: `/uploads/${name}`, contentType: imageTypes[type], size: bytes.length });
    },
  );

  app.get(
    '/uploads/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!UPLOAD_NAME_PATTERN.test(name)) return reply.callNotFound();
      const file = await storage.get(name);
      if (!file) return reply.callNotFound();
      const extension = name.slice(name.lastIndexOf('.') + 1) as ImageExtension;
      return reply
        .type(imageTypes[extension])
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .header('content-length', file.size)
        .send(file.body);
    },
  );
};
