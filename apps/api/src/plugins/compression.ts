import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Lighthouse performance drops from ~99 to ~88 without compression. Streams from
// @fastify/static are compressed too; brotli runs at the plugin's fast default quality.
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
});
