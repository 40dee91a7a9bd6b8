// Authoring §4 operations on the deck: reorder, delete, add, insert and replace. Each is one undo step whose
// patches name only the slides that move in or out, whatever the deck's size.
import { EXIT_SLIDE_TYPE, type Slide } from '../entities/slide.ts';
import { commitStep } from './commit-step.ts';
import { insertPatches, movePatches, removePatches } from './patches.ts';
import { clampSlideIndex, type SlideEditorState } from './slide-editor-state.ts';

const DECK: readonly (string | number)[] = [];

function isSlideIndex(state: SlideEditorState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < state.slides.length;
}

/** Moves the slide at `from` so that it ends at `to`; the selected slide stays selected wherever it goes. */
export function reorder(state: SlideEditorState, from: number, to: number): SlideEditorState {
  if (!isSlideIndex(state, from) || !Number.isFinite(to)) return state;
  const target = clampSlideIndex(to, state.slides.length);
  if (target === from) return state;
  const current = state.currentSlideIndex;
  let slideIndexAfter = current;
  if (current === from) slideIndexAfter = target;
  else if (from < current && target >= current) slideIndexAfter = current - 1;
  else if (from > current && target <= current) slideIndexAfter = current + 1;
  return commitStep(state, { ...movePatches(DECK, from, target, state.slides[from]), slideIndexAfter });
}

/** Deletes the slide at `index` (the current one by default); the selection stays on a slide in range. */
export function deleteSlide(state: SlideEditorState, index: number = state.currentSlideIndex): SlideEditorState {
  if (!isSlideIndex(state, index)) return state;
  const current = state.currentSlideIndex;
  const slideIndexAfter = clampSlideIndex(index < current ? current - 1 : current, state.slides.length - 1);
  return commitStep(state, { ...removePatches(DECK, index, state.slides[index]), slideIndexAfter });
}

/** Adds `slide` at `index` (the end by default) and selects it. */
export function addSlide(state: SlideEditorState, slide: Slide, index: number = state.slides.length): SlideEditorState {
  const at = Number.isFinite(index) ? Math.min(Math.max(Math.trunc(index), 0), state.slides.length) : state.slides.length;
  return commitStep(state, { ...insertPatches(DECK, at, [slide]), slideIndexAfter: at });
}

/**
 * Inserts `slides` after the current slide (at the start of an empty deck) and selects the first of them.
 * Authoring §3: exit slides are left out, since the lesson has its own end.
 */
export function insertSlides(state: SlideEditorState, slides: readonly Slide[]): SlideEditorState {
  const inserted = slides.filter((slide) => slide.type !== EXIT_SLIDE_TYPE);
  if (inserted.length === 0) return state;
  const at = state.slides.length === 0 ? 0 : state.currentSlideIndex + 1;
  return commitStep(state, { ...insertPatches(DECK, at, inserted), slideIndexAfter: at });
}

/**
 * Puts `slide` in place of the slide at `index` (the current one by default) as one undo step: the lesson
 * editor's "improve this slide" and "shorter" (issue 17) swap a slide for the model's rewrite.
 */
export function replaceSlide(state: SlideEditorState, slide: Slide, index: number = state.currentSlideIndex): SlideEditorState {
  if (!isSlideIndex(state, index)) return state;
  const before = state.slides[index] as Slide;
  if (before === slide) return state;
  return commitStep(state, {
    redo: [{ op: 'replace', path: [index], value: slide }],
    undo: [{ op: 'replace', path: [index], value: before }],
    slideIndexAfter: index,
  });
}
