import { Transform, type TransformCallback } from 'node:stream';
import {
  PACKAGE_MAX_DESCRIPTOR_BYTES,
  PACKAGE_MAX_ENTRIES,
  PACKAGE_MAX_EXPANSION_RATIO,
  PACKAGE_MAX_UNPACKED_BYTES,
  PACKAGE_RATIO_FLOOR_BYTES,
} from '@slidewise/core';
import type yauzl from 'yauzl';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { type AiccFileKind, aiccFileKind, aiccFileKinds, readAiccCourse } from './aicc-course.ts';
import { packageEntryPath } from './entry-name.ts';
import { packageFileContentType } from './file-content-type.ts';
import type { PackageDescriptor } from './package-descriptor.ts';
import { PackageRefusal } from './package-refusal.ts';
import { readScormManifest } from './scorm-manifest.ts';
import { openStoredZip, rawEntryName, readEntries } from './stored-zip.ts';

// Issue 13: a SCORM or AICC zip is checked whole before a byte is written (names, links, entry count,
// declared sizes and ratios, then its manifest or course files and their launch page), then unpacked
// under its own prefix with every byte counted as it streams: headers may lie, so a zip bomb is stopped
// by what it really expands to. A package that fails half-way leaves nothing behind.

export interface PackageLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  maxExpansionRatio: number;
  ratioFloorBytes: number;
}

export const packageLimits: PackageLimits = {
  maxEntries: PACKAGE_MAX_ENTRIES,
  maxUnpackedBytes: PACKAGE_MAX_UNPACKED_BYTES,
  maxExpansionRatio: PACKAGE_MAX_EXPANSION_RATIO,
  ratioFloorBytes: PACKAGE_RATIO_FLOOR_BYTES,
};

export interface UnpackRequest {
  storage: ObjectStorage;
  /** Where the uploaded zip is stored. */
  zipKey: string;
  /** The package's own folder in storage, ending in a slash: nothing is written anywhere else. */
  prefix: string;
  kind: 'scorm' | 'aicc';
  limits?: PackageLimits;
}

export interface UnpackedPackage extends PackageDescriptor {
  fileCount: number;
  unpackedBytes: number;
}

interface PackageFile {
  path: string;
  entry: yauzl.Entry;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MANIFEST = 'imsmanifest.xml';

export async function unpackPackage(request: UnpackRequest): Promise<UnpackedPackage> {
  const limits = request.limits ?? packageLimits;
  if (!request.prefix.endsWith('/')) throw new Error('A package prefix ends with a slash');
  const zip = await openStoredZip(request.storage, request.zipKey);
  try {
    // The end record's count comes first: a million-entry zip is refused before its directory is read.
    if (zip.entryCount > limits.maxEntries) throw new PackageRefusal('package_too_many_entries', { limit: limits.maxEntries });
    const files = await checkedFiles(zip, limits);
    const descriptor = await describe(zip, files, request.kind);
    const launchPath = launchFile(descriptor.launch);
    if (!launchPath || !files.has(launchPath))
      throw new PackageRefusal('package_launch_file_missing', { path: descriptor.launch.slice(0, 200) });
    const unpackedBytes = await writeFiles(zip, files, request, limits);
    return { ...descriptor, fileCount: files.size, unpackedBytes };
  } finally {
    zip.close();
  }
}

/** The zip's files by path, once every entry passed the rules that its central directory can show. */
async function checkedFiles(zip: yauzl.ZipFile, limits: PackageLimits): Promise<Map<string, PackageFile>> {
  const files = new Map<string, PackageFile>();
  let declaredBytes = 0;
  let count = 0;
  await readEntries(zip, (entry) => {
    count += 1;
    if (count > limits.maxEntries) throw new PackageRefusal('package_too_many_entries', { limit: limits.maxEntries });
    const name = rawEntryName(entry);
    const path = packageEntryPath(name);
    if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new PackageRefusal('package_symlink', { name: path });
    if (entry.isEncrypted()) throw new PackageRefusal('package_encrypted');
    if (name.endsWith('/')) return;
    declaredBytes += entry.uncompressedSize;
    if (declaredBytes > limits.maxUnpackedBytes) throw new PackageRefusal('package_too_large', { limit: limits.maxUnpackedBytes });
    if (isSuspiciousRatio(entry.uncompressedSize, entry.compressedSize, limits))
      throw new PackageRefusal('package_zip_bomb', { name: path, ratio: limits.maxExpansionRatio });
    files.set(path, { path, entry });
  });
  return files;
}

const isSuspiciousRatio = (expanded: number, compressed: number, limits: PackageLimits) =>
  expanded > limits.ratioFloorBytes && expanded > Math.max(compressed, 1) * limits.maxExpansionRatio;

/** The package's manifest (SCORM) or course files (AICC), read and resolved to what it launches. */
async function describe(zip: yauzl.ZipFile, files: Map<string, PackageFile>, kind: 'scorm' | 'aicc'): Promise<PackageDescriptor> {
  if (kind === 'aicc') {
    const found = new Map<AiccFileKind, PackageFile>();
    for (const file of files.values()) {
      const fileKind = aiccFileKind(file.path);
      if (fileKind && !found.has(fileKind)) found.set(fileKind, file);
    }
    const missing = aiccFileKinds.filter((fileKind) => !found.has(fileKind));
    if (missing.length > 0)
      throw new PackageRefusal('package_aicc_files_missing', { missing: missing.map((fileKind) => `.${fileKind}`).join(', ') });
    const texts = await Promise.all(aiccFileKinds.map((fileKind) => readText(zip, found.get(fileKind)!)));
    return readAiccCourse(
      Object.fromEntries(aiccFileKinds.map((fileKind, index) => [fileKind, texts[index]!])) as Record<AiccFileKind, string>,
    );
  }
  const manifest = [...files.values()].find((file) => file.path.toLowerCase() === MANIFEST);
  if (!manifest) {
    const nested = [...files.values()]
      .filter((file) => file.path.toLowerCase().endsWith(`/${MANIFEST}`))
      .sort((a, b) => a.path.split('/').length - b.path.split('/').length)[0];
    if (nested) throw new PackageRefusal('package_manifest_in_folder', { folder: nested.path.slice(0, -MANIFEST.length - 1) });
    throw new PackageRefusal('package_manifest_missing');
  }
  return readScormManifest(await readText(zip, manifest));
}

/** The launch page's path inside the package (its query and fragment off), or null when it points outside. */
function launchFile(launch: string): string | null {
  const root = 'https://package.invalid/root/';
  let url: URL;
  try {
    url = new URL(launch, root);
  } catch {
    return null;
  }
  if (!url.href.startsWith(root)) return null;
  try {
    return decodeURIComponent(url.pathname.slice('/root/'.length));
  } catch {
    return null;
  }
}

/** A descriptor file's text, read whole but never past its cap. */
async function readText(zip: yauzl.ZipFile, file: PackageFile): Promise<string> {
  if (file.entry.uncompressedSize > PACKAGE_MAX_DESCRIPTOR_BYTES)
    throw new PackageRefusal('package_too_large', { limit: PACKAGE_MAX_DESCRIPTOR_BYTES });
  const stream = await openEntry(zip, file);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (error) {
    throw refusalFor(error, file);
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

async function openEntry(zip: yauzl.ZipFile, file: PackageFile) {
  try {
    return await zip.openReadStreamPromise(file.entry);
  } catch {
    throw new PackageRefusal('package_damaged');
  }
}

/** A failure while an entry streams, as the refusal it means: more bytes than declared is a lying zip bomb. */
function refusalFor(error: unknown, file: PackageFile): unknown {
  if (error instanceof PackageRefusal) return error;
  const message = error instanceof Error ? error.message : '';
  if (/too many bytes/i.test(message))
    return new PackageRefusal('package_zip_bomb', { name: file.path, ratio: packageLimits.maxExpansionRatio });
  return new PackageRefusal('package_damaged');
}

/** Counts the bytes an entry really expands to, against the package's total limit. */
class ByteBudget extends Transform {
  constructor(
    private readonly budget: { used: number; limit: number },
    private readonly onOver: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.budget.used += chunk.length;
    if (this.budget.used > this.budget.limit) return callback(this.onOver());
    callback(null, chunk);
  }
}

/**
 * Files written at once: each write waits on the storage (a file created and renamed, or an S3 request)
 * far more than on inflating, so a few in flight keep both busy.
 */
const WRITES_IN_FLIGHT = 6;

async function writeFiles(
  zip: yauzl.ZipFile,
  files: Map<string, PackageFile>,
  request: UnpackRequest,
  limits: PackageLimits,
): Promise<number> {
  const budget = { used: 0, limit: limits.maxUnpackedBytes };
  const queue = files.values();
  let failed = false;
  const writeNext = async (): Promise<void> => {
    for (let next = queue.next(); !next.done && !failed; next = queue.next()) await writeFile(zip, next.value, request, budget);
  };
  const writers = Array.from({ length: WRITES_IN_FLIGHT }, () =>
    writeNext().catch((error: unknown) => {
      failed = true;
      throw error;
    }),
  );
  // Every writer has stopped before anything is removed, so no write lands after the clean-up.
  const outcomes = await Promise.allSettled(writers);
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) {
    await request.storage.deletePrefix(request.prefix);
    throw failure.reason;
  }
  return budget.used;
}

async function writeFile(zip: yauzl.ZipFile, file: PackageFile, request: UnpackRequest, budget: { used: number; limit: number }) {
  const source = await openEntry(zip, file);
  const counted = new ByteBudget(budget, () => new PackageRefusal('package_too_large', { limit: budget.limit }));
  let failure: unknown;
  source.on('error', (error) => {
    failure = refusalFor(error, file);
    counted.destroy(failure as Error);
  });
  source.pipe(counted);
  try {
    await request.storage.put(`${request.prefix}${file.path}`, counted, {
      contentType: packageFileContentType(file.path),
      size: file.entry.uncompressedSize,
    });
  } catch (error) {
    // The entry's own failure (damaged, a lying size, over the limit) over the storage's echo of it;
    // a storage failure of its own is the server's (a 500), never blamed on the package.
    throw failure ?? error;
  }
}
