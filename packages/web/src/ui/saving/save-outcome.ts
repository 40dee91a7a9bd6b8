import type { Connection } from './connection.ts';
import type { EditAction, Item } from './edit-state.ts';

// The one way every field editor (the course editor, the item settings pages) turns the connection and a
// save's failure into edit actions, so they all wait offline and keep failed edits alike.

/**
 * Follows the connection into the edit state from now on; `onOnline` sends what waited. Returns the
 * unsubscribe.
 */
export function followConnection<T extends Item>(
  connection: Connection,
  dispatch: (action: EditAction<T>) => void,
  onOnline: () => void,
): () => void {
  if (!connection.isOnline()) dispatch({ type: 'connectionChanged', online: false });
  return connection.subscribe((online) => {
    dispatch({ type: 'connectionChanged', online });
    if (online) onOnline();
  });
}

/**
 * What a failed save of `channel` does to the edit state: a 409 waits on the author's choice; a failure
 * because the connection went is no failure of the edits, so they stay unsaved and wait for it; any
 * other failure reverts the fields with its message (spec §4, §8), keeping what was typed apart.
 */
export function failedSaveAction<T extends Item>(
  channel: string,
  error: unknown,
  {
    connection,
    conflictOf,
    describeError,
  }: { connection: Connection; conflictOf(error: unknown): T | null; describeError(error: unknown): string },
): EditAction<T> {
  const current = conflictOf(error);
  if (current) return { type: 'saveConflicted', channel, current };
  if (!connection.isOnline()) return { type: 'saveDeferred', channel };
  return { type: 'saveFailed', channel, message: describeError(error) };
}
