import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStorage } from './storage.ts';

export interface S3Options {
  url: string;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, R2...): what every instance behind a load balancer
 * shares. Path-style addressing, which every S3-compatible server understands.
 */
export function s3Storage(options: S3Options): FileStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.url,
    region: options.region,
    forcePathStyle: true,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = options.bucket;
  const host = new URL(options.url).host;
  return {
    client,
    description: `S3 bucket ${Bucket} at ${host}`,
    async put(key, body, { contentType } = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentLength: body.length,
          ...(contentType ? { ContentType: contentType } : {}),
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
