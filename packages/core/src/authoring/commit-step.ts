// Every operation that changes the slides goes through here: the slides change, the change becomes one
// undo step and the lesson is unsaved (authoring §4: any edit marks the item unsaved).
import type { Slide } from '../entities/slide.ts';
import { recordStep } from './history.ts';
import { applySharedPatches, type PatchPair } from './patches.ts';
import type { SlideEditorState } from './slide-editor-state.ts';

export interface SlideChange extends PatchPair {
  /** The slides after the change when already computed (immer's produce); otherwise `redo` is applied. */
  slides?: readonly Slide[];
  /** The slide selected after the change; the current one when left out. */
  slideIndexAfter?: number;
  editKey?: string;
  continues?: boolean;
}

export function commitStep(state: SlideEditorState, change: SlideChange): SlideEditorState {
  if (change.redo.length === 0) return state;
  const slideIndexAfter = change.slideIndexAfter ?? state.currentSlideIndex;
  const step = {
    redo: change.redo,
    undo: change.undo,
    slideIndexBefore: state.currentSlideIndex,
    slideIndexAfter,
    ...(change.editKey === undefined ? {} : { editKey: change.editKey }),
  };
  return {
    ...state,
    slides: change.slides ?? applySharedPatches(state.slides, change.redo),
    currentSlideIndex: slideIndexAfter,
    history: recordStep(state.history, step, change.continues === true),
    saved: false,
  };
}
