// Authoring §4: undo and redo over the recorded steps, restoring the slides and the selected slide.
import { emptyHistory, stepRedone, stepUndone, type HistoryStep } from './history.ts';
import { applySharedPatches, PatchNotApplicableError, type PatchPair } from './patches.ts';
import { clampSlideIndex, type SlideEditorState } from './slide-editor-state.ts';

export function undo(state: SlideEditorState): SlideEditorState {
  const step = state.history.past.at(-1);
  if (step === undefined) return state;
  return travel(state, step, 'undo', step.slideIndexBefore, stepUndone(state.history));
}

export function redo(state: SlideEditorState): SlideEditorState {
  const step = state.history.future.at(-1);
  if (step === undefined) return state;
  return travel(state, step, 'redo', step.slideIndexAfter, stepRedone(state.history));
}

function travel(
  state: SlideEditorState,
  step: HistoryStep,
  direction: keyof PatchPair,
  slideIndex: number,
  history: SlideEditorState['history'],
): SlideEditorState {
  try {
    const slides = applySharedPatches(state.slides, step[direction]);
    return {
      ...state,
      slides,
      currentSlideIndex: clampSlideIndex(slideIndex, slides.length),
      history,
      saved: false,
    };
  } catch (error) {
    // The slides changed under the history in a way it cannot follow: keeping it would undo the wrong
    // thing, so it is dropped and the slides stay as they are.
    if (error instanceof PatchNotApplicableError) return { ...state, history: emptyHistory };
    throw error;
  }
}
