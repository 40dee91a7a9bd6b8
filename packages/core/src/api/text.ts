import { z } from 'zod';

// PostgreSQL text cannot hold NUL, and names never need control characters; rejecting them here keeps
// such input a 400 instead of a database error.
const noControlCharacters = /^[^\p{Cc}]*$/u;

/** A trimmed one-line text such as a name, between min and max characters. */
export function singleLineTextSchema(min: number, max: number) {
  return z.string().trim().min(min).max(max).regex(noControlCharacters, 'Must not contain control characters');
}
