// The undo history stores immer patches, never copies of the deck (DESIGN.md, authoring §4). Immer's own
// applyPatches deep-clones every object a patch carries, so undoing a slide deletion or a reorder would
// copy slides and give every restored slide a new identity (every thumbnail re-renders). The history only
// ever holds values of earlier immutable states, so sharing them is safe: this applier copies just the
// containers along each patch's path and puts the patch's value in place as it is.
import { freeze, type Patch } from 'immer';

export type PatchPath = readonly (string | number)[];

/** A step's two directions: `redo` turns the state before into the state after, `undo` the reverse. */
export interface PatchPair {
  redo: Patch[];
  undo: Patch[];
}

/** A patch whose path no longer resolves: the history does not belong to the current slides. */
export class PatchNotApplicableError extends Error {
  constructor(path: PatchPath) {
    super(`patch path does not resolve: ${JSON.stringify(path)}`);
    this.name = 'PatchNotApplicableError';
  }
}

/** Keys that would write to an object's prototype rather than to the object. */
export const UNSAFE_KEYS: ReadonlySet<string | number> = new Set(['__proto__', 'constructor', 'prototype']);

type Container = Record<string | number, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/**
 * Applies immer patches with structural sharing: untouched branches keep their identity and values are
 * not cloned. New containers are frozen, like everything immer produces. Throws PatchNotApplicableError
 * when a path does not resolve, leaving `root` untouched.
 */
export function applySharedPatches<T>(root: T, patches: readonly Patch[]): T {
  // Containers copied during this call may be written again by later patches of the same call.
  const copied = new Set<object>();
  let result: unknown = root;
  for (const patch of patches) result = applyAt(result, patch, 0, copied);
  if (copied.size > 0) freeze(result, true);
  return result as T;
}

function applyAt(node: unknown, patch: Patch, depth: number, copied: Set<object>): unknown {
  const { path } = patch;
  if (depth === path.length) {
    if (patch.op === 'remove') throw new PatchNotApplicableError(path);
    return patch.value;
  }
  if (!isContainer(node)) throw new PatchNotApplicableError(path);
  const key = path[depth] as string | number;
  if (UNSAFE_KEYS.has(key)) throw new PatchNotApplicableError(path);
  const container = copied.has(node) ? node : copyOf(node, copied);
  if (depth === path.length - 1) {
    if (Array.isArray(container)) applyToArray(container, key, patch);
    else applyToObject(container, key, patch);
  } else {
    const childKey = Array.isArray(container) ? arrayIndex(container, key, patch, false) : key;
    if (!Array.isArray(container) && !Object.hasOwn(container, key)) throw new PatchNotApplicableError(path);
    (container as Record<string | number, unknown>)[childKey] = applyAt(
      (container as Record<string | number, unknown>)[childKey],
      patch,
      depth + 1,
      copied,
    );
  }
  return container;
}

function copyOf(node: Container, copied: Set<object>): Container {
  const copy = Array.isArray(node) ? node.slice() : { ...node };
  copied.add(copy);
  return copy;
}

function arrayIndex(array: unknown[], key: string | number, patch: Patch, inserting: boolean): number {
  const index = key === '-' ? array.length : Number(key);
  const last = inserting ? array.length : array.length - 1;
  if (!Number.isInteger(index) || index < 0 || index > last) throw new PatchNotApplicableError(patch.path);
  return index;
}

function applyToArray(array: unknown[], key: string | number, patch: Patch): void {
  if (key === 'length' && patch.op === 'replace') {
    array.length = patch.value as number;
    return;
  }
  switch (patch.op) {
    case 'add':
      array.splice(arrayIndex(array, key, patch, true), 0, patch.value);
      return;
    case 'remove':
      array.splice(arrayIndex(array, key, patch, false), 1);
      return;
    case 'replace':
      array[arrayIndex(array, key, patch, false)] = patch.value;
      return;
  }
}

function applyToObject(object: Record<string | number, unknown>, key: string | number, patch: Patch): void {
  // Immer writes `replace` and `remove` only for keys that exist: a missing one means a foreign history.
  if (patch.op !== 'add' && !Object.hasOwn(object, key)) throw new PatchNotApplicableError(patch.path);
  if (patch.op === 'remove') delete object[key];
  else object[key] = patch.value;
}

/** Inserting `values` into the list at `listPath`, starting at `index`. */
export function insertPatches(listPath: PatchPath, index: number, values: readonly unknown[]): PatchPair {
  return {
    redo: values.map((value, offset) => ({ op: 'add', path: [...listPath, index + offset], value })),
    undo: values.map(() => ({ op: 'remove', path: [...listPath, index] })),
  };
}

/** Removing the list's element at `index`, whose value is `value`. */
export function removePatches(listPath: PatchPath, index: number, value: unknown): PatchPair {
  return {
    redo: [{ op: 'remove', path: [...listPath, index] }],
    undo: [{ op: 'add', path: [...listPath, index], value }],
  };
}

/** Moving the list's element `value` from `from` to `to` (its index once moved). */
export function movePatches(listPath: PatchPath, from: number, to: number, value: unknown): PatchPair {
  return {
    redo: [
      { op: 'remove', path: [...listPath, from] },
      { op: 'add', path: [...listPath, to], value },
    ],
    undo: [
      { op: 'remove', path: [...listPath, to] },
      { op: 'add', path: [...listPath, from], value },
    ],
  };
}

/** Exchanging the list's elements at `first` (value `firstValue`) and `second` (value `secondValue`). */
export function swapPatches(listPath: PatchPath, first: number, second: number, firstValue: unknown, secondValue: unknown): PatchPair {
  return {
    redo: [
      { op: 'replace', path: [...listPath, first], value: secondValue },
      { op: 'replace', path: [...listPath, second], value: firstValue },
    ],
    undo: [
      { op: 'replace', path: [...listPath, first], value: firstValue },
      { op: 'replace', path: [...listPath, second], value: secondValue },
    ],
  };
}
