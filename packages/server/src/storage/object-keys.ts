// Object keys are chosen by the server (`media/{accountId}/{mediaId}/original`) or come from a package's
// zip entry names: every back end refuses a key that could leave its root or mean different things on
// disk and in S3 — an absolute path, an empty part, `.` or `..`, a backslash or a drive letter's colon,
// control characters.
const MAX_KEY_LENGTH = 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f\\:]/;

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Not a storable object key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** Throws unless the key is relative and made of plain parts separated by single slashes. */
export function assertObjectKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || FORBIDDEN_CHARACTER.test(key)) throw new InvalidObjectKeyError(key);
  for (const part of key.split('/')) {
    if (part === '' || part === '.' || part === '..') throw new InvalidObjectKeyError(key);
  }
}

/** A prefix is a key, or a key followed by a slash (a "folder"). */
export function assertObjectPrefix(prefix: string): void {
  assertObjectKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
