import { z } from 'zod';
import { HttpError } from '../../http-error.ts';

// A keyset page resumes after the last row of the previous one: the cursor carries that row's sort key
// and id, so page 200 costs what page 1 costs. It is opaque to clients but not secret (no signature
// needed: a forged cursor can only skip rows the caller may read anyway).

const cursorSchema = z.tuple([z.array(z.string().nullable()).max(3), z.uuid()]);
export type DirectoryCursor = z.infer<typeof cursorSchema>;

export function encodeCursor(sortKey: (string | null)[], id: string): string {
  return Buffer.from(JSON.stringify([sortKey, id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): DirectoryCursor {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the 400 below
  }
  throw invalidCursor();
}

/** The 400 every malformed cursor answers, whichever list it was given to. */
export const invalidCursor = () =>
  new HttpError(400, 'validation_failed', 'This page cursor is not valid: start again from the first page.');
