import { z } from 'zod';
import { isStoredMediaPath, SPACE_OR_CONTROL } from './image-reference.ts';

// A SCORM or AICC package runs its own scripts in a frame with `allow-same-origin`, so where it comes
// from decides what it can reach (issue 11). Only two kinds of address are accepted: a package this
// server stores (a path, served from the package origin, never the app's), or an explicit https address
// of someone else's server. Refused: http (anyone on the way could swap the package), a protocol-relative
// //host and its backslash spelling /\host (browsers read both as another host), javascript:, data: and
// every other scheme.

export const PACKAGE_REFERENCE_MAX_LENGTH = 2048;

// The host right after the two slashes; the forms browsers repair ("https:///host", "https:/\host") are refused.
const HTTPS_ADDRESS = /^https:\/\/[^/\\?#]/i;
const parsedHttpsAddress = z.url({ protocol: /^https$/, hostname: /^.+$/ });

/** Whether the value names a package this server stores: a path of its own, resolved on the package origin. */
export function isStoredPackagePath(value: string): boolean {
  return !SPACE_OR_CONTROL.test(value) && isStoredMediaPath(value);
}

/** Whether the value may be stored as a package: empty (none yet), our stored package's path or an https address. */
export function isPackageReference(value: string): boolean {
  if (value === '') return true;
  if (value.length > PACKAGE_REFERENCE_MAX_LENGTH || SPACE_OR_CONTROL.test(value) || value.includes('\\')) return false;
  if (isStoredMediaPath(value)) return true;
  return HTTPS_ADDRESS.test(value) && parsedHttpsAddress.safeParse(value).success;
}
