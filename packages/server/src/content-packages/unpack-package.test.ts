import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../storage/disk-storage.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { createS3Client } from '../storage/s3-client.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import { startLocalS3Server, type LocalS3Server } from '../storage/testing/local-s3-server.ts';
import { PackageRefusal } from './package-refusal.ts';
import { testAiccFiles } from './test-aicc.ts';
import { manifestWithoutOrganization, scorm12Manifest, scorm2004Manifest } from './test-manifests.ts';
import { writeZip, type ZipWriterEntry } from './zip-writer.ts';
import { packageLimits, unpackPackage } from './unpack-package.ts';

const ZIP_KEY = 'media/account-1/upload-1/original';
const PREFIX = 'packages/account-1/package-1/';
const roots: string[] = [];
let s3Server: LocalS3Server | undefined;
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  await s3Server?.close();
});

type Backend = 'disk' | 's3';
/** The back end the tests below run on: every one of them runs on both. */
let backend: Backend = 'disk';
type TestStorage = ObjectStorage & { keys(): Promise<string[]> };

/** The disk back end in a folder of its own, and every file it holds, wherever it lies under that folder. */
async function createDiskTestStorage(): Promise<TestStorage> {
  const root = await mkdtemp(join(tmpdir(), 'sw-unpack-'));
  roots.push(root);
  const storage = createDiskStorage(root);
  const files = async () => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.parentPath.startsWith(join(root, 'types')))
      .map((entry) => relative(join(root, 'objects'), join(entry.parentPath, entry.name)))
      .sort();
  };
  return Object.assign(storage, { keys: files });
}

/** The S3 back end on a local S3-compatible server, its bucket emptied first, and every key the bucket holds. */
async function createS3TestStorage(): Promise<TestStorage> {
  s3Server ??= await startLocalS3Server();
  const { settings } = s3Server;
  const client = createS3Client(settings);
  const storage = createS3Storage(client, settings.bucket);
  await Promise.all([storage.deletePrefix('media/'), storage.deletePrefix('packages/')]);
  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  return Object.assign(storage, { keys });
}

const createTestStorage = () => (backend === 's3' ? createS3TestStorage() : createDiskTestStorage());

const page = '<!doctype html><title>Lesson</title><script src="shared/app.js"></script>';

async function unpack(entries: ZipWriterEntry[], options: { kind?: 'scorm' | 'aicc'; limits?: Partial<typeof packageLimits> } = {}) {
  const storage = await createTestStorage();
  await storage.put(ZIP_KEY, writeZip(entries), { contentType: 'application/zip' });
  const run = unpackPackage({
    storage,
    zipKey: ZIP_KEY,
    prefix: PREFIX,
    kind: options.kind ?? 'scorm',
    limits: { ...packageLimits, ...options.limits },
  });
  return { storage, run };
}

/** The refusal an import meets, and what storage holds afterwards (only the uploaded zip, always). */
async function refusal(entries: ZipWriterEntry[], options: Parameters<typeof unpack>[1] = {}) {
  const { storage, run } = await unpack(entries, options);
  const error = await run.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof PackageRefusal)) throw error ?? new Error('the package was accepted');
  expect(await storage.keys()).toEqual([ZIP_KEY]);
  return { code: error.code, message: error.message };
}

const scorm12Package: ZipWriterEntry[] = [
  { name: 'imsmanifest.xml', data: scorm12Manifest() },
  { name: 'index.html', data: page },
  { name: 'shared/', data: '' },
  { name: 'shared/app.js', data: 'window.started = true;', method: 'store' },
];

describe.each<Backend>(['disk', 's3'])('on %s storage', (storageBackend) => {
  beforeAll(() => {
    backend = storageBackend;
  });

  describe('unpacking a SCORM package', () => {
    it('unpacks a valid SCORM 1.2 package under its own prefix, with each file’s type, and writes nothing else', async () => {
      const { storage, run } = await unpack(scorm12Package);
      expect(await run).toMatchObject({ standard: 'scorm12', launch: 'index.html?part=1', title: 'Safety & you', fileCount: 3 });
      expect(await storage.keys()).toEqual([ZIP_KEY, `${PREFIX}imsmanifest.xml`, `${PREFIX}index.html`, `${PREFIX}shared/app.js`]);
      expect((await storage.head(`${PREFIX}index.html`))?.contentType).toBe('text/html; charset=utf-8');
      const script = await storage.get(`${PREFIX}shared/app.js`);
      expect(script?.contentType).toBe('text/javascript; charset=utf-8');
      expect(script?.size).toBe('window.started = true;'.length);
    });

    it('unpacks a valid SCORM 2004 4th edition package, launching its default organisation', async () => {
      const { run } = await unpack([
        { name: 'imsmanifest.xml', data: scorm2004Manifest('4th') },
        { name: 'content/start.html', data: page },
        { name: 'other.html', data: page },
      ]);
      expect(await run).toMatchObject({ standard: 'scorm2004-4th', launch: 'content/start.html', title: 'Fire drill', fileCount: 3 });
    });

    it('refuses a manifest inside a folder, naming the folder', async () => {
      expect(
        await refusal([
          { name: 'course/imsmanifest.xml', data: scorm12Manifest() },
          { name: 'course/index.html', data: page },
        ]),
      ).toEqual({
        code: 'package_manifest_in_folder',
        message:
          'imsmanifest.xml is inside the folder "course". Zip the contents of the package, not the folder that holds them, so that imsmanifest.xml is at the root of the zip.',
      });
    });

    it('refuses a zip without a manifest', async () => {
      expect(await refusal([{ name: 'index.html', data: page }])).toEqual({
        code: 'package_manifest_missing',
        message: 'The package has no imsmanifest.xml. A SCORM package must have imsmanifest.xml at the root of the zip.',
      });
    });

    it('refuses a manifest without an organisation', async () => {
      expect(
        (
          await refusal([
            { name: 'imsmanifest.xml', data: manifestWithoutOrganization },
            { name: 'index.html', data: page },
          ])
        ).code,
      ).toBe('package_organization_missing');
    });

    it('refuses a launch page the zip does not hold, or one outside the package', async () => {
      expect(await refusal([{ name: 'imsmanifest.xml', data: scorm12Manifest('missing.html') }])).toEqual({
        code: 'package_launch_file_missing',
        message: 'The launch page "missing.html?part=1" named by the package is not in the zip.',
      });
      expect(
        (await refusal([{ name: 'imsmanifest.xml', data: scorm12Manifest('../../index.html') }, ...scorm12Package.slice(1)])).code,
      ).toBe('package_launch_file_missing');
    });

    it.each(['../evil.html', 'shared/../../evil.html', '/etc/cron.d/evil', 'C:/evil.html', '..\\evil.html'])(
      'refuses the zip-slip entry %j before writing anything',
      async (name) => {
        expect(await refusal([...scorm12Package, { name, data: 'owned' }])).toMatchObject({ code: 'package_unsafe_path' });
      },
    );

    it('refuses a symbolic link', async () => {
      expect(
        await refusal([...scorm12Package, { name: 'shared/passwd', data: '/etc/passwd', unixMode: 0o120777, method: 'store' }]),
      ).toEqual({
        code: 'package_symlink',
        message: 'The zip holds a symbolic link ("shared/passwd"). A package may only hold files and folders.',
      });
    });

    it('refuses more than 10 000 entries', async () => {
      const many = Array.from(
        { length: 10_000 },
        (_, index): ZipWriterEntry => ({ name: `pages/${index}.txt`, data: '', method: 'store' }),
      );
      expect(await refusal([...scorm12Package, ...many])).toEqual({
        code: 'package_too_many_entries',
        message: 'The zip holds more than 10000 files and folders.',
      });
    });

    it('refuses a zip bomb by its ratio, and one whose headers lie by the bytes it really expands to', async () => {
      const zeros = new Uint8Array(5_000_000);
      expect(await refusal([...scorm12Package, { name: 'media/bomb.bin', data: zeros }])).toMatchObject({
        code: 'package_zip_bomb',
        message: expect.stringContaining('"media/bomb.bin" grows more than 200 times'),
      });
      // Declared at 1 000 bytes, so no header shows it: the unpacker counts what comes out, and removes what it had written.
      expect(await refusal([...scorm12Package, { name: 'media/liar.bin', data: zeros, declaredSize: 1000 }])).toMatchObject({
        code: 'package_zip_bomb',
        message: expect.stringContaining('"media/liar.bin"'),
      });
    });

    it('refuses a package that expands past the limit', async () => {
      expect(await refusal(scorm12Package, { limits: { maxUnpackedBytes: 100 } })).toEqual({
        code: 'package_too_large',
        message: 'The package expands to more than 100 bytes.',
      });
    });

    it('refuses what is not a zip, and a damaged one', async () => {
      const storage = await createTestStorage();
      await storage.put(ZIP_KEY, Buffer.from('<html>not a zip</html>'), { contentType: 'application/zip' });
      await expect(unpackPackage({ storage, zipKey: ZIP_KEY, prefix: PREFIX, kind: 'scorm' })).rejects.toMatchObject({
        code: 'package_not_a_zip',
      });
      const zip = writeZip(scorm12Package);
      // The manifest's compressed bytes overwritten: its entry no longer inflates.
      zip.fill(0xff, 30 + 'imsmanifest.xml'.length, 30 + 'imsmanifest.xml'.length + 40);
      await storage.put(ZIP_KEY, zip, { contentType: 'application/zip' });
      await expect(unpackPackage({ storage, zipKey: ZIP_KEY, prefix: PREFIX, kind: 'scorm' })).rejects.toMatchObject({
        code: 'package_damaged',
      });
      expect(await storage.keys()).toEqual([ZIP_KEY]);
    });

    it('words each refusal in Spanish too', async () => {
      const { run } = await unpack([{ name: 'index.html', data: page }]);
      const error = (await run.catch((failure: unknown) => failure)) as PackageRefusal;
      expect(error.inLanguage('es-ES').message).toBe(
        'El paquete no tiene imsmanifest.xml. Un paquete SCORM debe tener imsmanifest.xml en la raíz del zip.',
      );
    });
  });

  describe('unpacking an AICC package', () => {
    const aicc: ZipWriterEntry[] = [
      ...Object.entries(testAiccFiles).map(([name, data]) => ({ name, data })),
      { name: 'theory/start.html', data: page },
      { name: 'quiz.html', data: page },
    ];

    it('reads its course files and resolves the unit that launches', async () => {
      const { run, storage } = await unpack(aicc, { kind: 'aicc' });
      expect(await run).toMatchObject({
        standard: 'aicc',
        title: 'Forklift theory',
        launch: 'theory/start.html?lang=en',
        masteryScore: 80,
      });
      expect(await storage.keys()).toContain(`${PREFIX}theory/start.html`);
    });

    it('refuses a course without its four files, naming the missing ones', async () => {
      expect(
        await refusal(
          aicc.filter((entry) => !/\.(des|cst)$/.test(entry.name)),
          { kind: 'aicc' },
        ),
      ).toEqual({
        code: 'package_aicc_files_missing',
        message: 'An AICC package needs its course files at the root of the zip: .des, .cst missing.',
      });
    });
  });
});
