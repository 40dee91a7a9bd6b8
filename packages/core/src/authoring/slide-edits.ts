// Authoring §4 "edit" and the operations on a repeating field (add, remove, swap, duplicate an element).
// Setting a value goes through immer, which writes the patches of whatever the recipe changed (including
// objects created on the way to a new key); list operations write their few patches directly.
import { enablePatches, produceWithPatches, type Draft } from 'immer';
import type { Slide } from '../entities/slide.ts';
import type { DataPath } from './slide-editor-actions.ts';
import { copyWithClearedIds } from './cleared-ids.ts';
import { commitStep } from './commit-step.ts';
import { insertPatches, removePatches, swapPatches, UNSAFE_KEYS } from './patches.ts';
import type { SlideEditorState } from './slide-editor-state.ts';

enablePatches();

/** A path the data cannot take (through a text, or a list index beyond the end): the edit is ignored. */
class InvalidDataPathError extends Error {}

function targetIndex(state: SlideEditorState, slideIndex: number | undefined): number | undefined {
  const index = slideIndex ?? state.currentSlideIndex;
  return Number.isInteger(index) && index >= 0 && index < state.slides.length ? index : undefined;
}

function editKey(slide: Slide, path: readonly (string | number)[]): string {
  return JSON.stringify([slide.id, ...path]);
}

/** Sets `value` at `path` inside the slide's data (undefined removes the key), creating what is missing on the way. */
export function editData(
  state: SlideEditorState,
  path: DataPath,
  value: unknown,
  options: { slideIndex?: number; continues?: boolean } = {},
): SlideEditorState {
  const index = targetIndex(state, options.slideIndex);
  if (index === undefined || path.length === 0) return state;
  const slide = state.slides[index] as Slide;
  try {
    const [slides, redo, undo] = produceWithPatches(state.slides as Slide[], (draft) => {
      setIn((draft[index] as Draft<Slide>).data, path, value);
    });
    return commitStep(state, {
      slides,
      redo,
      undo,
      editKey: editKey(slide, ['data', ...path]),
      continues: options.continues === true,
    });
  } catch (error) {
    if (error instanceof InvalidDataPathError) return state;
    throw error;
  }
}

function setIn(data: Record<string | number, unknown>, path: DataPath, value: unknown): void {
  if (path.some((key) => UNSAFE_KEYS.has(key))) throw new InvalidDataPathError();
  let node: Record<string | number, unknown> | unknown[] = data;
  for (const [depth, key] of path.entries()) {
    const last = depth === path.length - 1;
    if (Array.isArray(node)) {
      const limit = last && value !== undefined ? node.length : node.length - 1;
      if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key > limit) throw new InvalidDataPathError();
      if (last && value === undefined) throw new InvalidDataPathError(); // removing an element is removeElement's
    }
    const container = node as Record<string | number, unknown>;
    if (last) {
      if (value === undefined) delete container[key];
      else container[key] = value;
      return;
    }
    if (container[key] === undefined || container[key] === null) {
      container[key] = typeof path[depth + 1] === 'number' ? [] : {};
    }
    const child = container[key];
    if (typeof child !== 'object' || child === null) throw new InvalidDataPathError();
    node = child as Record<string | number, unknown> | unknown[];
  }
}

/** Replaces the slide's name or subtype (an empty subtype is ignored: a slide always has one). */
export function editSlide(
  state: SlideEditorState,
  changes: { name?: string; subtype?: string },
  options: { slideIndex?: number; continues?: boolean } = {},
): SlideEditorState {
  const index = targetIndex(state, options.slideIndex);
  if (index === undefined) return state;
  const slide = state.slides[index] as Slide;
  const [slides, redo, undo] = produceWithPatches(state.slides as Slide[], (draft) => {
    const target = draft[index] as Draft<Slide>;
    if (typeof changes.name === 'string') target.name = changes.name;
    if (typeof changes.subtype === 'string' && changes.subtype !== '') target.subtype = changes.subtype;
  });
  const keys = Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== undefined);
  return commitStep(state, {
    slides,
    redo,
    undo,
    editKey: editKey(slide, keys),
    continues: options.continues === true,
  });
}

/** The list at `path` in the slide's data, with the patch path that leads to it from the deck. */
function listAt(state: SlideEditorState, index: number, path: DataPath) {
  let node: unknown = (state.slides[index] as Slide).data;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || UNSAFE_KEYS.has(key)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return { list: node, listPath: [index, 'data', ...path] };
}

function isElementIndex(list: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < list.length;
}

/**
 * Adds `element` to the list at `path`, at `index` (the end by default); a missing list is created.
 * Minimum and maximum counts are the form's to enforce (it disables the buttons) and the server's to
 * validate: the reducer serves every template alike and knows no model.
 */
export function addElement(
  state: SlideEditorState,
  path: DataPath,
  element: unknown,
  options: { slideIndex?: number; index?: number } = {},
): SlideEditorState {
  const index = targetIndex(state, options.slideIndex);
  if (index === undefined) return state;
  const found = listAt(state, index, path);
  if (found?.list === undefined || found.list === null) {
    return editData(state, path, [element], { slideIndex: index });
  }
  if (!Array.isArray(found.list)) return state;
  const at = options.index ?? found.list.length;
  if (!Number.isInteger(at) || at < 0 || at > found.list.length) return state;
  return commitStep(state, insertPatches(found.listPath, at, [element]));
}

export function removeElement(
  state: SlideEditorState,
  path: DataPath,
  elementIndex: number,
  options: { slideIndex?: number } = {},
): SlideEditorState {
  const index = targetIndex(state, options.slideIndex);
  if (index === undefined) return state;
  const found = listAt(state, index, path);
  if (!Array.isArray(found?.list) || !isElementIndex(found.list, elementIndex)) return state;
  return commitStep(state, removePatches(found.listPath, elementIndex, found.list[elementIndex]));
}

/** Exchanges the elements at `from` and `to` (the form's move up and down). */
export function swapElements(
  state: SlideEditorState,
  path: DataPath,
  from: number,
  to: number,
  options: { slideIndex?: number } = {},
): SlideEditorState {
  const index = targetIndex(state, options.slideIndex);
  if (index === undefined || from === to) return state;
  const found = listAt(state, index, path);
  if (!Array.isArray(found?.list) || !isElementIndex(found.list, from) || !isElementIndex(found.list, to)) return state;
  return commitStep(state, swapPatches(found.listPath, from, to, found.list[from], found.list[to]));
}

/** Puts a copy of the element right after it, its ids cleared (authoring §4). */
export function duplicateElement(
  state: SlideEditorState,
  path: DataPath,
  elementIndex: number,
  options: { slideIndex?: number } = {},
): SlideEditorState {
  const index = targetIndex(state, options.slideIndex);
  if (index === undefined) return state;
  const found = listAt(state, index, path);
  if (!Array.isArray(found?.list) || !isElementIndex(found.list, elementIndex)) return state;
  const copy = copyWithClearedIds(found.list[elementIndex]);
  return commitStep(state, insertPatches(found.listPath, elementIndex + 1, [copy]));
}
