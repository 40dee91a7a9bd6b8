// The slide editor's undo history (authoring §4 and §9): at most UNDO_HISTORY_LIMIT steps, each a pair of
// patch lists plus the selected slide before and after, so undo and redo also restore the selection.
import type { Patch } from 'immer';
import { UNDO_HISTORY_LIMIT } from '../constants.ts';
import type { PatchPair } from './patches.ts';

export interface HistoryStep extends PatchPair {
  slideIndexBefore: number;
  slideIndexAfter: number;
  /**
   * Which value a typing step edits (slide id and path). A later edit of the same value that says it
   * continues the typing joins this step, so a word typed is one undo step, not one per keystroke.
   */
  editKey?: string;
}

export interface SlideEditorHistory {
  /** Oldest first; the last step is the one undo takes back. */
  past: readonly HistoryStep[];
  /** The step redo re-applies is the last. */
  future: readonly HistoryStep[];
}

export const emptyHistory: SlideEditorHistory = { past: [], future: [] };

/**
 * Records a new step: the redo future is dropped, the oldest step falls off past the limit, and a
 * continuing edit of the value the last step typed into joins that step.
 */
export function recordStep(history: SlideEditorHistory, step: HistoryStep, continues: boolean): SlideEditorHistory {
  const last = history.past.at(-1);
  if (continues && step.editKey !== undefined && last?.editKey === step.editKey && history.future.length === 0) {
    return { past: [...history.past.slice(0, -1), joinSteps(last, step)], future: [] };
  }
  const past = history.past.length >= UNDO_HISTORY_LIMIT ? history.past.slice(1 - UNDO_HISTORY_LIMIT) : history.past;
  return { past: [...past, step], future: [] };
}

function joinSteps(earlier: HistoryStep, later: HistoryStep): HistoryStep {
  return {
    ...joinPatches(earlier, later),
    slideIndexBefore: earlier.slideIndexBefore,
    slideIndexAfter: later.slideIndexAfter,
    ...(earlier.editKey === undefined ? {} : { editKey: earlier.editKey }),
  };
}

// Keystrokes replace the same value again and again: keeping only the last value keeps a long paragraph's
// step as small as one keystroke's instead of holding every intermediate text.
function joinPatches(earlier: PatchPair, later: PatchPair): PatchPair {
  const [earlierRedo] = earlier.redo;
  const [laterRedo] = later.redo;
  if (
    earlier.redo.length === 1 &&
    later.redo.length === 1 &&
    earlierRedo !== undefined &&
    laterRedo !== undefined &&
    laterRedo.op === 'replace' &&
    earlierRedo.op !== 'remove' &&
    samePath(earlierRedo, laterRedo)
  ) {
    return { redo: [{ ...earlierRedo, value: laterRedo.value }], undo: earlier.undo };
  }
  return { redo: [...earlier.redo, ...later.redo], undo: [...later.undo, ...earlier.undo] };
}

function samePath(a: Patch, b: Patch): boolean {
  return a.path.length === b.path.length && a.path.every((key, index) => key === b.path[index]);
}

/** Moves the last past step to the future (after undo applied it) or back (after redo). */
export function stepUndone(history: SlideEditorHistory): SlideEditorHistory {
  const step = history.past.at(-1);
  if (step === undefined) return history;
  return { past: history.past.slice(0, -1), future: [...history.future, step] };
}

export function stepRedone(history: SlideEditorHistory): SlideEditorHistory {
  const step = history.future.at(-1);
  if (step === undefined) return history;
  return { past: [...history.past, step], future: history.future.slice(0, -1) };
}
