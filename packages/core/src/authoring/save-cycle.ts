// Authoring §4 "Save cycle" and what the server sends back: the lesson as loaded, a save's answer and a
// conflict's choice. None of them is an undo step; the history is dropped only when the slides it was
// recorded on are replaced by different ones.
import { freeze } from 'immer';
import type { Slide } from '../entities/slide.ts';
import { deepEqual } from './deep-equal.ts';
import { emptyHistory } from './history.ts';
import { mergeServerSlides } from './merge-server-slides.ts';
import { clampSlideIndex, type SlideEditorState, type SlidesVersion } from './slide-editor-state.ts';

/**
 * The lesson's slides as fetched (or unsaved edits restored from the browser, `saved: false`). A refetch
 * that brings the same slides keeps what the author can undo; different slides replace the history.
 * A refetch of the very version the author's unsaved edits are based on changes nothing: those edits
 * sit on top of it and must not be lost (DESIGN.md: no lost work).
 */
export function loaded(state: SlideEditorState, version: SlidesVersion, saved = true): SlideEditorState {
  const editsOnTopOfIt = !state.saved && saved && version.latestSavedSlidesStateIdentifier === state.latestSavedSlidesStateIdentifier;
  if (editsOnTopOfIt) return state;
  const same = deepEqual(version.slides, state.slides);
  const slides = same ? state.slides : freeze([...version.slides], true);
  return {
    ...state,
    slides,
    currentSlideIndex: clampSlideIndex(state.currentSlideIndex, slides.length),
    languageCode: version.language,
    latestSavedSlidesStateIdentifier: version.latestSavedSlidesStateIdentifier,
    saved,
    saving: false,
    savingError: null,
    history: same ? state.history : emptyHistory,
    inFlight: null,
    conflict: null,
  };
}

/** Saving starts: saved false, saving true; what is sent is remembered for the answer. */
export function saveStarted(state: SlideEditorState): SlideEditorState {
  return {
    ...state,
    saved: false,
    saving: true,
    inFlight: { slides: state.slides, languageCode: state.languageCode },
  };
}

/**
 * Success: the new identifier, and the stored slides' derived fields laid under the current slides.
 * Saved is true unless the author changed something while the save was in flight (that needs its own save).
 */
export function saveSucceeded(
  state: SlideEditorState,
  latestSavedSlidesStateIdentifier: string,
  stored?: readonly Slide[],
): SlideEditorState {
  const sent = state.inFlight ?? { slides: state.slides, languageCode: state.languageCode };
  const unchangedSince = state.slides === sent.slides && state.languageCode === sent.languageCode;
  const slides = stored === undefined ? state.slides : freeze(mergeServerSlides(sent.slides, stored, state.slides), true);
  return {
    ...state,
    slides,
    latestSavedSlidesStateIdentifier,
    saved: unchangedSince,
    saving: false,
    savingError: null,
    inFlight: null,
  };
}

/** Failure: the error is stored and the lesson stays unsaved. */
export function saveFailed(state: SlideEditorState, message: string): SlideEditorState {
  return { ...state, saved: false, saving: false, savingError: message, inFlight: null };
}

/** Reset clears the error. */
export function errorReset(state: SlideEditorState): SlideEditorState {
  return state.savingError === null ? state : { ...state, savingError: null };
}

/** A 409: the save was based on an older identifier; the server's version waits for the author's choice. */
export function saveConflicted(state: SlideEditorState, current: SlidesVersion): SlideEditorState {
  return { ...state, saved: false, saving: false, inFlight: null, conflict: current };
}

/**
 * The author's choice after a 409, never a silent overwrite: `mine` keeps the author's slides on top of
 * the other version (the next save names its identifier), `theirs` takes the other version.
 */
export function conflictResolved(state: SlideEditorState, keep: 'mine' | 'theirs'): SlideEditorState {
  const { conflict } = state;
  if (conflict === null) return state;
  if (keep === 'mine') {
    return {
      ...state,
      latestSavedSlidesStateIdentifier: conflict.latestSavedSlidesStateIdentifier,
      saved: false,
      conflict: null,
    };
  }
  return { ...loaded(state, conflict), conflict: null };
}
