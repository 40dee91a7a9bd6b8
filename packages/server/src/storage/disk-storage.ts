import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveByteRange } from './byte-range.ts';
import { assertObjectKey, assertObjectPrefix } from './object-keys.ts';
import type { ByteRange, ObjectRead, ObjectStorage, StoredObject } from './object-storage.ts';

// Files under one root folder (DATA_DIR/storage by default): `objects/` holds each object's bytes at its
// key's path, `types/` its content type beside it (a file system keeps no content type), and `incoming/`
// what is being written, renamed into place only once whole, so a reader never sees half an object.

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskStorage(root: string): ObjectStorage {
  const objectPath = (key: string) => join(root, 'objects', key);
  const typePath = (key: string) => join(root, 'types', key);
  const incoming = join(root, 'incoming');

  async function head(key: string): Promise<StoredObject | undefined> {
    assertObjectKey(key);
    try {
      const [stats, contentType] = await Promise.all([stat(objectPath(key)), readFile(typePath(key), 'utf8').catch(() => undefined)]);
      if (!stats.isFile()) return undefined;
      return { key, size: stats.size, contentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 'disk',

    async put(key, body, { contentType }) {
      assertObjectKey(key);
      await mkdir(incoming, { recursive: true });
      const partial = join(incoming, randomUUID());
      // Opened before the bytes flow: a write stream opening its file by itself could make it after a failed
      // source's clean-up had removed it, leaving it behind.
      const file = await open(partial, 'w');
      try {
        await pipeline(body instanceof Readable ? body : Readable.from([body]), file.createWriteStream());
        await mkdir(dirname(objectPath(key)), { recursive: true });
        await mkdir(dirname(typePath(key)), { recursive: true });
        await writeFile(typePath(key), contentType);
        await rename(partial, objectPath(key));
      } catch (error) {
        await file.close().catch(() => {});
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key: string, range?: ByteRange): Promise<ObjectRead | undefined> {
      const found = await head(key);
      if (!found) return undefined;
      const resolved = range ? resolveByteRange(range, found.size) : undefined;
      if (range && !resolved) throw new RangeError(`The range ${range.start}-${range.end ?? ''} is outside ${key} (${found.size} bytes).`);
      const body = createReadStream(objectPath(key), resolved ?? {});
      return resolved ? { ...found, body, range: resolved } : { ...found, body };
    },

    head,

    async readSmall(key) {
      assertObjectKey(key);
      try {
        return await readFile(objectPath(key));
      } catch (error) {
        // A folder at the key (a package's) is no object either.
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertObjectKey(key);
      await rm(objectPath(key), { force: true });
      await rm(typePath(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertObjectPrefix(prefix);
      if (prefix.endsWith('/')) {
        await rm(objectPath(prefix), { recursive: true, force: true });
        await rm(typePath(prefix), { recursive: true, force: true });
        return;
      }
      // A prefix that is not a folder may match several names in its parent folder: `a/b` matches `a/b`,
      // `a/bc` and everything under `a/b/`.
      const parent = dirname(prefix);
      const start = prefix.slice(parent === '.' ? 0 : parent.length + 1);
      const names = await readdir(parent === '.' ? join(root, 'objects') : objectPath(parent)).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      for (const name of names.filter((entry) => entry.startsWith(start))) {
        const key = parent === '.' ? name : `${parent}/${name}`;
        await rm(objectPath(key), { recursive: true, force: true });
        await rm(typePath(key), { recursive: true, force: true });
      }
    },
  };
}
