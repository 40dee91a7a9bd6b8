import { jsonEqual } from './json-equal.ts';

// spec authoring §3: "Editable items keep an original copy and a changed copy so a failed save can
// revert." `original` is the item as the server last confirmed it, `changed` is what the form shows.
// Saves go out by channel (course data, prerequisites, user groups …), each sending a few fields.

export type Item = Record<string, unknown>;

export interface EditState<T extends Item> {
  original: T;
  changed: T;
  /** The values each save under way sent, by channel. */
  inFlight: Readonly<Record<string, Partial<T>>>;
  /** The failure message of the last save that failed (spec §8: stored in the related error field). */
  error: string | null;
  /** A save was refused because the item changed elsewhere; `current` is the server's copy. */
  conflict: { current: T } | null;
  /**
   * What the author typed into the fields a failed save put back (DESIGN.md "No lost work"): kept apart
   * from `changed` so the form shows the reverted item (spec §4) while the edits can still be restored.
   */
  failedEdits: Partial<T> | null;
  /** The browser is offline: edits wait, unsent and unreverted, until the connection returns. */
  offline: boolean;
}

export type EditAction<T extends Item> =
  | { type: 'loaded'; item: T; draft?: Partial<T> }
  | { type: 'edited'; patch: Partial<T> }
  | { type: 'saveStarted'; channel: string; sent: Partial<T> }
  | { type: 'saveSucceeded'; channel: string; item: T }
  | { type: 'saveFailed'; channel: string; message: string }
  /** A save not sent, or lost, because the connection went: the edits stay as they are, unsaved. */
  | { type: 'saveDeferred'; channel: string }
  | { type: 'connectionChanged'; online: boolean }
  /** The failed edits go back into the form as unsaved edits (and so are saved again). */
  | { type: 'failedEditsRestored' }
  /** The author lets the failed edits go. */
  | { type: 'failedEditsDismissed' }
  | { type: 'saveConflicted'; channel: string; current: T }
  /** The server's copy arrived outside a save (a status change, a refetch): merged under the edits. */
  | { type: 'serverUpdated'; item: T }
  /** Fields no form edits (a status change): applied to both copies at once, optimistically or to restore. */
  | { type: 'confirmed'; patch: Partial<T> }
  | { type: 'conflictResolved'; keep: 'theirs' | 'mine' }
  | { type: 'errorDismissed' };

export function initialEditState<T extends Item>(item: T, draft?: Partial<T>): EditState<T> {
  return { original: item, changed: { ...item, ...draft }, inFlight: {}, error: null, conflict: null, failedEdits: null, offline: false };
}

export function editReducer<T extends Item>(state: EditState<T>, action: EditAction<T>): EditState<T> {
  switch (action.type) {
    case 'loaded':
      return initialEditState(action.item, action.draft);

    case 'edited':
      return { ...state, changed: { ...state.changed, ...action.patch } };

    case 'saveStarted':
      return { ...state, inFlight: { ...state.inFlight, [action.channel]: action.sent } };

    case 'saveSucceeded': {
      const sent = state.inFlight[action.channel] ?? {};
      return {
        ...state,
        original: action.item,
        changed: mergeServerCopy(state, action.item, sent),
        inFlight: without(state.inFlight, action.channel),
        error: null,
        // The fields this save confirmed hold newer words than the failed ones: those are no longer needed.
        failedEdits: withoutKeys(state.failedEdits, Object.keys(sent)),
      };
    }

    case 'saveFailed': {
      // spec §4: a failed save reverts the item to its pre-save state. Fields edited again while the
      // save was under way are newer than what failed, so they stay.
      const sent: Partial<T> = state.inFlight[action.channel] ?? {};
      const changed = { ...state.changed };
      const failed = { ...state.failedEdits } as Partial<T>;
      for (const key of Object.keys(sent) as (keyof T)[]) {
        if (!jsonEqual(changed[key], sent[key])) continue;
        changed[key] = state.original[key];
        // A creating save sends every field; only those that differ from the item are the author's words.
        if (!jsonEqual(sent[key], state.original[key])) failed[key] = sent[key];
      }
      const failedEdits = Object.keys(failed).length > 0 ? failed : null;
      return { ...state, changed, inFlight: without(state.inFlight, action.channel), error: action.message, failedEdits };
    }

    case 'saveDeferred':
      return { ...state, inFlight: without(state.inFlight, action.channel) };

    case 'connectionChanged':
      return state.offline === !action.online ? state : { ...state, offline: !action.online };

    case 'failedEditsRestored':
      if (!state.failedEdits) return state;
      return { ...state, changed: { ...state.changed, ...state.failedEdits }, failedEdits: null, error: null };

    case 'failedEditsDismissed':
      return { ...state, failedEdits: null, error: null };

    case 'saveConflicted':
      // Nothing is lost: the edits stay in `changed` until the user picks whose copy wins.
      return { ...state, inFlight: without(state.inFlight, action.channel), conflict: { current: action.current } };

    case 'serverUpdated':
      return { ...state, original: action.item, changed: mergeServerCopy(state, action.item, {}) };

    case 'confirmed':
      return { ...state, original: { ...state.original, ...action.patch }, changed: { ...state.changed, ...action.patch } };

    case 'conflictResolved': {
      if (!state.conflict) return state;
      const { current } = state.conflict;
      if (action.keep === 'theirs')
        return { ...initialEditState(current), inFlight: state.inFlight, failedEdits: state.failedEdits, offline: state.offline };
      // Mine on top of theirs: my edited fields win, the rest is theirs, and the next save carries
      // their version, so it is accepted.
      return { ...state, original: current, changed: mergeServerCopy(state, current, {}), conflict: null, error: null };
    }

    case 'errorDismissed':
      return { ...state, error: null };
  }
}

/**
 * Three-way merge of a fresh server copy under the user's edits: a field the user has not touched
 * (still equal to the old original, or exactly what a successful save sent) takes the server's value;
 * a field edited since keeps the edit.
 */
function mergeServerCopy<T extends Item>(state: EditState<T>, server: T, sent: Partial<T>): T {
  const merged = { ...server };
  for (const key of Object.keys(state.changed) as (keyof T)[]) {
    const edited = key in sent ? !jsonEqual(state.changed[key], sent[key]) : !jsonEqual(state.changed[key], state.original[key]);
    if (edited) merged[key] = state.changed[key];
  }
  return merged;
}

function withoutKeys<V extends object>(record: V | null, keys: readonly string[]): V | null {
  if (!record) return null;
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) as V;
  return Object.keys(rest).length > 0 ? rest : null;
}

function without<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The fields among `fields` whose shown value differs from the confirmed one: what a save must send. */
export function changedFields<T extends Item>(state: EditState<T>, fields: readonly (keyof T)[]): Partial<T> {
  const patch: Partial<T> = {};
  for (const field of fields) {
    if (!jsonEqual(state.changed[field], state.original[field])) patch[field] = state.changed[field];
  }
  return patch;
}

export function isDirty<T extends Item>(state: EditState<T>, fields?: readonly (keyof T)[]): boolean {
  const keys = fields ?? (Object.keys(state.changed) as (keyof T)[]);
  return keys.some((field) => !jsonEqual(state.changed[field], state.original[field]));
}

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict' | 'offline';

/** spec §4 save cycle: an edit marks the item unsaved; saving; saved; a failure keeps the error. */
export function saveStatus<T extends Item>(state: EditState<T>): SaveStatus {
  if (state.conflict) return 'conflict';
  if (Object.keys(state.inFlight).length > 0) return 'saving';
  if (state.error) return 'error';
  if (!isDirty(state)) return 'saved';
  // Unsaved edits that wait for the connection say so, rather than looking stuck.
  return state.offline ? 'offline' : 'unsaved';
}
