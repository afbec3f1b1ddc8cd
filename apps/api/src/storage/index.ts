import os from 'node:os';
import path from 'node:path';
import { MEMORY_DATA_DIR, type Config } from '../config.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export {
  checkKey,
  StorageKeyError,
  type FileStorage,
  type ListedFile,
  type StoredFile,
} from './storage.ts';

type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'S3_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** S3 when S3_URL is set; else DATA_DIR/uploads (a temporary folder when the data is in memory). */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.S3_URL && config.S3_BUCKET) {
    return s3Storage({
      url: config.S3_URL,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return diskStorage(
    config.DATA_DIR === MEMORY_DATA_DIR
      ? path.join(os.tmpdir(), `verdantia-uploads-${process.pid}`)
      : path.resolve(config.DATA_DIR, 'uploads'),
  );
}
