import { Transform } from 'node:stream';
import { uploadRefused } from './upload-refusal.ts';

// Templates §5: 'Too many files, only one file is allowed.' The browser says it before sending anything;
// the server says it again wherever a request could carry more than one file: a signing request that
// names several, and a form sent to the disk back end's upload link with several file parts.

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** How many files a signing request names: a list of requests, a list of files, or lists in its name or size. */
export function filesNamedIn(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  const fields = record(body);
  if (!fields) return 0;
  const lists = [fields.files, fields.fileName, fields.size].filter(Array.isArray) as unknown[][];
  return Math.max(1, ...lists.map((list) => list.length));
}

/** Refuses a signing request for more than one file with the spec's message (400 too_many_files). */
export function refuseSeveralFiles(body: unknown): void {
  if (filesNamedIn(body) > 1) throw uploadRefused('tooManyFiles');
}

/** The boundary of a multipart form body, or undefined for any other body. */
export function formBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\b/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Part headers longer than this are not part headers (RFC 7578 forms keep them to a few lines). */
const MAX_PART_HEADERS = 8 * 1024;
const FILE_PART = /content-disposition:[^\r\n]*;\s*filename\*?=/i;

/**
 * Passes a multipart form body through unchanged while counting its file parts, and fails with the
 * spec's refusal at the second one. It reads the stream as it goes, keeping at most one part's headers.
 */
export function oneFilePartOnly(boundary: string): Transform {
  const delimiter = Buffer.from(`--${boundary}`);
  let files = 0;
  let unread = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Refused once: what was already on its way is dropped, not refused again.
      if (files > 1) return callback();
      const data = unread.length === 0 ? chunk : Buffer.concat([unread, chunk]);
      let from = 0;
      for (;;) {
        const at = data.indexOf(delimiter, from);
        if (at < 0) {
          // A delimiter may straddle this chunk and the next.
          from = Math.max(from, data.length - delimiter.length + 1);
          break;
        }
        const headersStart = at + delimiter.length;
        const headersEnd = data.indexOf('\r\n\r\n', headersStart);
        if (headersEnd < 0 && data.length - headersStart <= MAX_PART_HEADERS) {
          from = at;
          break;
        }
        if (headersEnd >= 0 && headersEnd - headersStart <= MAX_PART_HEADERS) {
          if (FILE_PART.test(data.subarray(headersStart, headersEnd).toString('latin1'))) files++;
          if (files > 1) return callback(uploadRefused('tooManyFiles'));
        }
        from = headersStart;
      }
      unread = Buffer.from(data.subarray(from));
      callback(null, chunk);
    },
  });
}
