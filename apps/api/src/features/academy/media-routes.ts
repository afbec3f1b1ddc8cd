import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPrivateMedia, requireMediaAccess } from './media-access.ts';

/**
 * The academy's built-in media (seeded course images, lecture videos and their WebVTT captions),
 * shipped in the repository under apps/api/media/academy so a fresh machine plays every seeded
 * lecture offline. The folder sits three levels above this module when run from source, and one
 * above dist/main.js in the bundle.
 */
export const ACADEMY_MEDIA_DIR = [
  new URL('../../../media/academy/', import.meta.url),
  new URL('../media/academy/', import.meta.url),
]
  .map((url) => fileURLToPath(url))
  .find((folder) => fs.existsSync(folder));

/**
 * GET /media/academy/<path>: byte ranges (a player seeks without downloading the whole video),
 * ETags, and a day's cache: the files change only with a release. Videos and captions only with
 * a signed address or a staff session (media-access.ts); images for everyone.
 */
export async function academyMediaRoutes(app: FastifyInstance) {
  if (!ACADEMY_MEDIA_DIR) {
    app.log.warn('academy media folder not found: seeded lectures will not play');
    return;
  }
  app.addHook('onRequest', requireMediaAccess);
  await app.register(fastifyStatic, {
    root: ACADEMY_MEDIA_DIR,
    prefix: '/media/academy/',
    decorateReply: false,
    acceptRanges: true,
    cacheControl: true,
    maxAge: '1d',
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply, filePath) => {
      reply.header('x-content-type-options', 'nosniff');
      // Lecture media are personal to the signed-in learner: no shared cache keeps them.
      const relative = filePath.slice(ACADEMY_MEDIA_DIR.length).replaceAll('\\', '/');
      if (isPrivateMedia(`/media/academy/${relative.replace(/^\//, '')}`)) {
        reply.header('cache-control', 'private, max-age=3600');
      }
    },
  });
}
