// Authoring §4: go to a given slide; next stops at the last; previous stops at the first. Moving the
// selection is not an undo step and changes nothing to save.
import { clampSlideIndex, type SlideEditorState } from './slide-editor-state.ts';

export function goTo(state: SlideEditorState, index: number): SlideEditorState {
  const currentSlideIndex = clampSlideIndex(index, state.slides.length);
  return currentSlideIndex === state.currentSlideIndex ? state : { ...state, currentSlideIndex };
}

export function next(state: SlideEditorState): SlideEditorState {
  return goTo(state, state.currentSlideIndex + 1);
}

export function previous(state: SlideEditorState): SlideEditorState {
  return goTo(state, state.currentSlideIndex - 1);
}
