import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
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

/** Every part but the last of a multipart upload must be at least 5 MiB. */
const PART_BYTES = 8 * 1024 * 1024;

/** The stream regrouped into parts of PART_BYTES (the last one shorter). */
async function* partsOf(body: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    pending.push(buffer);
    pendingBytes += buffer.length;
    while (pendingBytes >= PART_BYTES) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, PART_BYTES);
      pending = [all.subarray(PART_BYTES)];
      pendingBytes = all.length - PART_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

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
    async putStream(key, body, { contentType } = {}) {
      const Key = checkKey(key);
      const type = contentType ? { ContentType: contentType } : {};
      const chunks = partsOf(body);
      const first = await chunks.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      // One part only (a small file): a plain PUT, no multipart bookkeeping.
      const second = first.done ? undefined : await chunks.next();
      if (!second || second.done) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: firstPart,
            ContentLength: firstPart.length,
            ...type,
          }),
        );
        return firstPart.length;
      }
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key, ...type }),
      );
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      let size = 0;
      const upload = async (part: Buffer) => {
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body: part,
            ContentLength: part.length,
          }),
        );
        parts.push({ ETag, PartNumber });
        size += part.length;
      };
      try {
        await upload(firstPart);
        await upload(second.value);
        for await (const part of chunks) await upload(part);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
        return size;
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
          .catch(() => {});
        throw error;
      }
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!object.Body) return undefined;
        // With a range, the whole size is the figure after the slash of Content-Range.
        const total = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength;
        return { body: object.Body as Readable, size: Number.isFinite(total) ? total : undefined };
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
    async move(from, to) {
      // S3 has no rename: a server-side copy (no bytes through this process), then the delete.
      if (await this.exists(to)) throw new Error('the target key exists');
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: checkKey(to),
          CopySource: `${Bucket}/${encodeURIComponent(checkKey(from)).replace(/%2F/g, '/')}`,
        }),
      );
      await this.delete(from);
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
