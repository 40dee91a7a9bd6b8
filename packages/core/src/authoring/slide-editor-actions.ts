// The slide editor's actions (authoring §4, templates §4 "Editor form"). The author's operations are
// commands (`add`, `delete`, …) and record one undo step each when they change the slides; what happens
// outside the author (`loaded`, `save…`, `conflict…`) is an event and never an undo step. Ids are made by
// the creators, outside the reducer, so the reducer stays pure (React may run it twice) and tests can
// inject a deterministic id generator.
import type { Slide } from '../entities/slide.ts';
import type { SlideTemplate } from '../templates/model.ts';
import { DEFAULT_SLIDE_SUBTYPE } from '../constants.ts';
import { copyWithClearedIds } from './cleared-ids.ts';
import type { SlidesVersion } from './slide-editor-state.ts';

/** A path inside a slide's `data`: keys of objects and indexes of lists. */
export type DataPath = readonly (string | number)[];

/** Which slide an edit applies to; the current slide when left out. */
interface SlideTarget {
  slideIndex?: number;
}

export type SlideEditorAction =
  // ── Navigation and pickers (not undo steps) ──
  | { type: 'goTo'; index: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'chooseTemplate'; index: number }
  | { type: 'changeAutosave'; enabled: boolean }
  | { type: 'changeLanguage'; languageCode: string }
  // ── Operations on the deck (one undo step each) ──
  | { type: 'reorder'; from: number; to: number }
  | { type: 'delete'; index?: number }
  | { type: 'add'; slide: Slide; index?: number }
  | { type: 'insert'; slides: readonly Slide[] }
  | ({ type: 'replace'; slide: Slide } & SlideTarget)
  // ── Edits inside a slide (one undo step each; `continues` joins the previous step of the same value) ──
  | ({ type: 'edit'; path: DataPath; value: unknown; continues?: boolean } & SlideTarget)
  | ({ type: 'editSlide'; changes: { name?: string; subtype?: string }; continues?: boolean } & SlideTarget)
  | ({ type: 'addElement'; path: DataPath; element: unknown; index?: number } & SlideTarget)
  | ({ type: 'removeElement'; path: DataPath; index: number } & SlideTarget)
  | ({ type: 'swapElements'; path: DataPath; from: number; to: number } & SlideTarget)
  | ({ type: 'duplicateElement'; path: DataPath; index: number } & SlideTarget)
  | { type: 'undo' }
  | { type: 'redo' }
  // ── Events from the server (never undo steps) ──
  | ({ type: 'loaded'; saved?: boolean } & SlidesVersion)
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; latestSavedSlidesStateIdentifier: string; slides?: readonly Slide[] }
  | { type: 'saveFailed'; message: string }
  | { type: 'saveConflicted'; current: SlidesVersion }
  | { type: 'conflictResolved'; keep: 'mine' | 'theirs' }
  | { type: 'errorReset' };

export type SlideEditorActionType = SlideEditorAction['type'];

export type NewId = () => string;

interface EditOptions extends SlideTarget {
  /** Sent by the editor for keystrokes within a short pause of the previous one in the same field. */
  continues?: boolean;
}

/** The slide a template starts: its type, names and subtype, and the data given (defaults or an example). */
export function slideFromTemplate(
  template: Pick<SlideTemplate, 'type' | 'displayName' | 'description'>,
  data: Record<string, unknown>,
  newId: NewId,
  subtype: string = DEFAULT_SLIDE_SUBTYPE,
): Slide {
  return {
    id: newId(),
    type: template.type,
    subtype,
    name: '',
    displayIndex: 1,
    templateName: template.displayName,
    templateDescription: template.description,
    // A copy: examples and defaults are the catalogue's, and a slide's data is frozen once in the deck.
    data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
    metadata: { sourceId: '', sourceType: '', slideId: '', questions: [] },
  };
}

/**
 * A slide as a copy: a new id, the ids inside its data cleared (a question or answer id must stay unique
 * in the lesson; the next save gives fresh ones) and its derived questions left to that save.
 */
export function slideCopy(slide: Slide, newId: NewId): Slide {
  return {
    ...slide,
    id: newId(),
    data: copyWithClearedIds(slide.data),
    metadata: { ...slide.metadata, slideId: '', questions: [] },
  };
}

export const slideEditorActions = {
  goTo: (index: number): SlideEditorAction => ({ type: 'goTo', index }),
  next: (): SlideEditorAction => ({ type: 'next' }),
  previous: (): SlideEditorAction => ({ type: 'previous' }),
  chooseTemplate: (index: number): SlideEditorAction => ({ type: 'chooseTemplate', index }),
  changeAutosave: (enabled: boolean): SlideEditorAction => ({ type: 'changeAutosave', enabled }),
  changeLanguage: (languageCode: string): SlideEditorAction => ({ type: 'changeLanguage', languageCode }),

  reorder: (from: number, to: number): SlideEditorAction => ({ type: 'reorder', from, to }),
  delete: (index?: number): SlideEditorAction => (index === undefined ? { type: 'delete' } : { type: 'delete', index }),
  /** Adds the slide with a new id at `index` (the end when left out) and selects it. */
  add: (slide: Slide, newId: NewId, index?: number): SlideEditorAction => ({
    type: 'add',
    slide: { ...slide, id: newId() },
    ...(index === undefined ? {} : { index }),
  }),
  /** Adds a copy of `slide` (see slideCopy) right after `index`. */
  duplicate: (slide: Slide, index: number, newId: NewId): SlideEditorAction => ({
    type: 'add',
    slide: slideCopy(slide, newId),
    index: index + 1,
  }),
  /** Inserts copies of `slides` (another lesson's) after the current slide; exit slides are left out. */
  insert: (slides: readonly Slide[], newId: NewId): SlideEditorAction => ({
    type: 'insert',
    slides: slides.map((slide) => slideCopy(slide, newId)),
  }),

  /** Puts `slide` in place of the current slide (or the one at `slideIndex`), as one undo step. */
  replace: (slide: Slide, options: SlideTarget = {}): SlideEditorAction => ({ type: 'replace', slide, ...options }),

  edit: (path: DataPath, value: unknown, options: EditOptions = {}): SlideEditorAction => ({
    type: 'edit',
    path,
    value,
    ...options,
  }),
  editSlide: (changes: { name?: string; subtype?: string }, options: EditOptions = {}): SlideEditorAction => ({
    type: 'editSlide',
    changes,
    ...options,
  }),
  addElement: (path: DataPath, element: unknown, options: SlideTarget & { index?: number } = {}): SlideEditorAction => ({
    type: 'addElement',
    path,
    element,
    ...options,
  }),
  removeElement: (path: DataPath, index: number, options: SlideTarget = {}): SlideEditorAction => ({
    type: 'removeElement',
    path,
    index,
    ...options,
  }),
  swapElements: (path: DataPath, from: number, to: number, options: SlideTarget = {}): SlideEditorAction => ({
    type: 'swapElements',
    path,
    from,
    to,
    ...options,
  }),
  duplicateElement: (path: DataPath, index: number, options: SlideTarget = {}): SlideEditorAction => ({
    type: 'duplicateElement',
    path,
    index,
    ...options,
  }),
  undo: (): SlideEditorAction => ({ type: 'undo' }),
  redo: (): SlideEditorAction => ({ type: 'redo' }),

  /** A lesson's slides as fetched; `saved: false` for unsaved edits restored from the browser. */
  loaded: (version: SlidesVersion, options: { saved?: boolean } = {}): SlideEditorAction => ({
    type: 'loaded',
    slides: version.slides,
    latestSavedSlidesStateIdentifier: version.latestSavedSlidesStateIdentifier,
    language: version.language,
    ...options,
  }),
  saveStarted: (): SlideEditorAction => ({ type: 'saveStarted' }),
  saveSucceeded: (latestSavedSlidesStateIdentifier: string, slides?: readonly Slide[]): SlideEditorAction => ({
    type: 'saveSucceeded',
    latestSavedSlidesStateIdentifier,
    ...(slides === undefined ? {} : { slides }),
  }),
  saveFailed: (message: string): SlideEditorAction => ({ type: 'saveFailed', message }),
  saveConflicted: (current: SlidesVersion): SlideEditorAction => ({ type: 'saveConflicted', current }),
  conflictResolved: (keep: 'mine' | 'theirs'): SlideEditorAction => ({ type: 'conflictResolved', keep }),
  errorReset: (): SlideEditorAction => ({ type: 'errorReset' }),
};
