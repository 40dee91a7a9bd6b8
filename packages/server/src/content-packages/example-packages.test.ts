import { readdir, readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../storage/disk-storage.ts';
import { unpackPackage } from './unpack-package.ts';
import { writeZip } from './zip-writer.ts';

// The sample course's packages (packages/web/public/examples/packages) are ours, written by hand: zipped as
// an author would upload them, each must pass the import's every rule.
const examples = join(import.meta.dirname, '../../../web/public/examples/packages');

async function zipOf(folder: string) {
  const names = await readdir(join(examples, folder));
  return writeZip(await Promise.all(names.map(async (name) => ({ name, data: await readFile(join(examples, folder, name)) }))));
}

describe('the example SCORM packages', () => {
  it.each([
    ['anti-bribery-scorm12', 'scorm12', 'Anti-bribery essentials'],
    ['fire-safety-scorm2004', 'scorm2004-4th', 'Fire safety at work'],
  ])('%s is accepted as %s', async (folder, standard, title) => {
    const root = await mkdtemp(join(tmpdir(), 'sw-example-package-'));
    try {
      const storage = createDiskStorage(root);
      await storage.put('media/a/example/original', await zipOf(folder), { contentType: 'application/zip' });
      const unpacked = await unpackPackage({ storage, zipKey: 'media/a/example/original', prefix: 'packages/a/example/', kind: 'scorm' });
      expect(unpacked).toMatchObject({ standard, title, launch: 'index.html', fileCount: 3 });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
