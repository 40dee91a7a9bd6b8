// Authoring §3 "Lesson-authoring state" and templates §4 "Editor form": what the slide editor holds.
import { freeze } from 'immer';
import { DEFAULT_LOCALE, DEFAULT_TEMPLATE_INDEX } from '../constants.ts';
import type { Slide } from '../entities/slide.ts';
import { emptyHistory, type SlideEditorHistory } from './history.ts';

/** A saved state of a lesson's slides, as the lesson config and a 409 carry it. */
export interface SlidesVersion {
  slides: readonly Slide[];
  latestSavedSlidesStateIdentifier: string | null;
  language: string;
}

export interface SlideEditorState {
  currentSlideIndex: number;
  /** The template the picker has selected. */
  currentTemplateIndex: number;
  saved: boolean;
  saving: boolean;
  savingError: string | null;
  /** Immutable (frozen); every change makes new arrays and objects along the changed path only. */
  slides: readonly Slide[];
  languageCode: string;
  latestSavedSlidesStateIdentifier: string | null;
  /** templates §4 "change autosave": the editor saves LESSON_AUTOSAVE_DELAY_MS after a change when on. */
  autosave: boolean;
  history: SlideEditorHistory;
  /** What the save in flight sent, so its answer can be laid under edits made meanwhile. */
  inFlight: { slides: readonly Slide[]; languageCode: string } | null;
  /** The server's version after a 409, until the author keeps theirs on top of it or takes it. */
  conflict: SlidesVersion | null;
}

export interface SlideEditorStateOptions {
  slides?: readonly Slide[];
  languageCode?: string;
  latestSavedSlidesStateIdentifier?: string | null;
  autosave?: boolean;
  currentSlideIndex?: number;
}

export function createSlideEditorState(options: SlideEditorStateOptions = {}): SlideEditorState {
  const slides = freeze(options.slides ?? [], true);
  return {
    currentSlideIndex: clampSlideIndex(options.currentSlideIndex ?? 0, slides.length),
    currentTemplateIndex: DEFAULT_TEMPLATE_INDEX,
    saved: true,
    saving: false,
    savingError: null,
    slides,
    languageCode: options.languageCode ?? DEFAULT_LOCALE,
    latestSavedSlidesStateIdentifier: options.latestSavedSlidesStateIdentifier ?? null,
    autosave: options.autosave ?? true,
    history: emptyHistory,
    inFlight: null,
    conflict: null,
  };
}

/** An index inside a deck of `length` slides; 0 for an empty deck. */
export function clampSlideIndex(index: number, length: number): number {
  if (length === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), length - 1);
}

export function currentSlide(state: SlideEditorState): Slide | undefined {
  return state.slides[state.currentSlideIndex];
}

export function canUndo(state: SlideEditorState): boolean {
  return state.history.past.length > 0;
}

export function canRedo(state: SlideEditorState): boolean {
  return state.history.future.length > 0;
}
