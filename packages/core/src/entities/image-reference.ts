import { z } from 'zod';

// Every image field (a course's thumbnail, branding and library images, the public thumbnail, a lesson's
// logo and background) ends up as an <img src>, a CSS url() or a link. Only two kinds of address may be
// stored: a web address (http or https, with a host), or the path of media this server stores (a path on
// our own origin). Anything else — javascript:, vbscript:, data:text/html, a protocol-relative //host, a
// backslash browsers read as a slash — is refused, so no stored image can run script or leave our origin
// unannounced.

export const IMAGE_REFERENCE_MAX_LENGTH = 2048;

// Whitespace or control characters anywhere: browsers strip some of them, which would hide a scheme.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;
// Written the plain way, the host right after the two slashes; the forms browsers repair ("https:///host") are refused.
const WEB_ADDRESS = /^https?:\/\/[^/\\?#]/i;

// Parsed as browsers parse it (WHATWG URL), so what is checked is what they will load.
const parsedWebAddress = z.url({ protocol: /^https?$/, hostname: /^.+$/ });

function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value) && parsedWebAddress.safeParse(value).success;
}

/** A path of our own origin: one leading slash (never //host), no backslash, no step up out of it. */
export function isStoredMediaPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  return !value.split(/[?#]/)[0]!.split('/').includes('..');
}

/** Whether the value may be stored in an image field: empty (none), a web address or our stored media's path. */
export function isImageReference(value: string): boolean {
  if (value === '') return true;
  if (value.length > IMAGE_REFERENCE_MAX_LENGTH || SPACE_OR_CONTROL.test(value)) return false;
  return isWebAddress(value) || isStoredMediaPath(value);
}

/** A URL or storage path of an image; empty means none. */
export const imageReferenceSchema = z
  .string()
  .max(IMAGE_REFERENCE_MAX_LENGTH)
  .refine(isImageReference, { message: 'Must be a web address (https://…) or an uploaded image' });

/** A stored value as it may be shown: one stored before these rules that breaks them reads as none. */
export function shownImageReference(value: string | null | undefined): string {
  return value && isImageReference(value) ? value : '';
}
