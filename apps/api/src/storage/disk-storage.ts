import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileStorage } from './storage.ts';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Files under one folder (DATA_DIR/uploads by default). */
export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, checkKey(key));
    // Belt and braces: checkKey already refuses anything that could leave the folder.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('key outside storage');
    return file;
  };
  return {
    description: `files in ${root}`,
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a crash never leaves a half-written file under the key.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await fs.writeFile(temporary, body, { flag: 'wx' });
      try {
        await fs.link(temporary, file); // fails if the key exists: keys are written once
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
    async putStream(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(temporary, { flags: 'wx' }));
        await fs.link(temporary, file);
      } finally {
        await fs.rm(temporary, { force: true });
      }
      return size;
    },
    async get(key, range) {
      const file = resolve(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return undefined;
        return { body: createReadStream(file, range ?? {}), size: stat.size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        return (await fs.stat(resolve(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async move(from, to) {
      const target = resolve(to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.link(resolve(from), target); // fails if `to` exists
      await fs.rm(resolve(from), { force: true });
    },
    async *list(prefix) {
      const folder = path.resolve(root, prefix);
      if (!folder.startsWith(path.resolve(root) + path.sep)) throw new Error('key outside storage');
      let entries: string[];
      try {
        entries = await fs.readdir(folder, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = path.relative(root, path.join(folder, entry)).split(path.sep).join('/');
        const stat = await fs.stat(path.join(folder, entry)).catch(() => undefined);
        if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
      }
    },
  };
}
