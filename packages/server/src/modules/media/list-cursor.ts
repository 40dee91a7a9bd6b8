// The media library's keyset cursor (issue 13's list, "Show more"): the last file's created time and id, in
// the shape the people list's cursors take (people/directory-cursor.ts). A cursor that is not one of ours
// answers 400; one made in another account only names a place in the list, whose rows stay the caller's own.
import { decodeCursor, encodeCursor, invalidCursor } from '../people/directory-cursor.ts';
import type { MediaListPosition } from './repo.ts';

/** The created time as the list writes it: UTC to the microsecond, so the next page resumes exactly. */
const positionTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeMediaCursor(position: MediaListPosition): string {
  return encodeCursor([position.createdAt], position.id);
}

export function decodeMediaCursor(cursor: string): MediaListPosition {
  const [sortKey, id] = decodeCursor(cursor);
  const [createdAt] = sortKey;
  if (sortKey.length !== 1 || typeof createdAt !== 'string' || !positionTime.test(createdAt)) throw invalidCursor();
  return { createdAt, id };
}
