import {
  DEFAULT_LESSON_LANGUAGE,
  LESSON_AUTOSAVE_DELAY_MS,
  UNDO_TYPING_PAUSE_MS,
  createSlideEditorState,
  lessonAuthoringConflictPayloadSchema,
  savePayload,
  shouldSkipSave,
  slideEditorActions,
  slideEditorReducer,
  slideValidationPayloadSchema,
  type LessonAuthoringConfig,
  type SlideEditorAction,
  type SlideEditorState,
  type SlidesVersion,
} from '@slidewise/core';
import { isApiError, saveLessonSlides } from '../../../api/index.ts';
import { browserConnection, type Connection } from '../../../ui/saving/connection.ts';
import { jsonEqual } from '../../../ui/saving/json-equal.ts';
import { createSaveScheduler } from '../../../ui/saving/save-scheduler.ts';
import { lessonDrafts, type LessonDraft } from './lesson-draft-storage.ts';
import { newSlideId } from './new-id.ts';

/** The slide and field a save was refused for (a 400 of the lesson-authoring save). */
export interface SaveProblem {
  message: string;
  slideId: string;
  path: readonly (string | number)[];
}

export interface LessonEditState {
  /** Core's slide editor: slides, selection, save cycle, undo history, conflict. */
  editor: SlideEditorState;
  problem: SaveProblem | null;
  /** The last save could not reach the server: unsaved work waits in the browser for the connection. */
  waitingForNetwork: boolean;
  /** Unsaved edits kept in this browser were put back when the lesson opened. */
  restoredDraft: boolean;
}

export type LessonSaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict' | 'offline';

/** spec §4 save cycle as the header shows it; waiting for the network is an error the author need not act on. */
export function lessonSaveStatus({ editor, waitingForNetwork }: LessonEditState): LessonSaveStatus {
  if (editor.conflict) return 'conflict';
  if (editor.saving) return 'saving';
  if (waitingForNetwork && !editor.saved) return 'offline';
  if (editor.savingError) return 'error';
  return editor.saved ? 'saved' : 'unsaved';
}

/**
 * One open lesson in the slide editor: core's reducer, the autosave 1 s after the last change, the
 * draft kept in the browser, conflicts and refused saves. Plain TypeScript, tested without React.
 */
export interface LessonEditSession {
  readonly lessonId: string;
  getState(): LessonEditState;
  subscribe(listener: () => void): () => void;
  dispatch(action: SlideEditorAction): void;
  /** A fresh id for a slide the author adds. */
  newId(): string;
  /** After a 409: keep mine on top of theirs (and save at once), or take theirs. */
  resolveConflict(keep: 'mine' | 'theirs'): void;
  /** Saves now whatever is unsaved (the "save again" button, leaving the page). */
  saveNow(): Promise<void>;
  dismissError(): void;
  hasUnsavedWork(): boolean;
  dispose(): void;
}

export interface LessonEditSessionOptions {
  config: LessonAuthoringConfig;
  /** The failure's text for the author (the server's message, else a translated fallback). */
  describeError(error: unknown): string;
  storage?: Storage;
  newId?: () => string;
  /** The browser's connection unless a test gives another. */
  connection?: Connection;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Drafts are written a beat after typing stops: serialising 200 slides per keystroke would cost the preview its frame. */
const DRAFT_WRITE_DELAY_MS = 250;

// What the server or the save cycle does is never the author's change: it schedules no save.
const eventTypes = new Set<SlideEditorAction['type']>([
  'loaded',
  'saveStarted',
  'saveSucceeded',
  'saveFailed',
  'saveConflicted',
  'conflictResolved',
  'errorReset',
]);

export function createLessonEditSession(options: LessonEditSessionOptions): LessonEditSession {
  const { config, describeError, storage } = options;
  const lessonId = config.lessonId;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const connection = options.connection ?? browserConnection;
  const newId = options.newId ?? newSlideId;
  const now = options.now ?? Date.now;
  let lastTypedAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  let draftTimer: unknown;
  let disposed = false;

  let state: LessonEditState = startingState(config, lessonDrafts.read(lessonId, storage));

  const scheduler = createSaveScheduler<'slides'>({
    delays: { slides: LESSON_AUTOSAVE_DELAY_MS },
    save: () => save(),
    setTimer,
    clearTimer,
  });

  function publish(next: LessonEditState) {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => {
      listener();
    });
  }

  function apply(action: SlideEditorAction, extra: Partial<LessonEditState> = {}) {
    const editor = slideEditorReducer(state.editor, action);
    publish(editor === state.editor && Object.keys(extra).length === 0 ? state : { ...state, ...extra, editor });
  }

  function keepDraft() {
    if (draftTimer !== undefined) return;
    draftTimer = setTimer(() => {
      draftTimer = undefined;
      whenIdle(writeDraftNow);
    }, DRAFT_WRITE_DELAY_MS);
  }

  function writeDraftNow() {
    const { editor } = state;
    const nothingUnsaved = editor.saved && editor.conflict === null;
    const draft: LessonDraft | null = nothingUnsaved
      ? null
      : {
          basedOn: editor.latestSavedSlidesStateIdentifier,
          slides: [...editor.slides],
          language: editor.languageCode,
          keptAt: new Date().toISOString(),
        };
    lessonDrafts.write(lessonId, draft, storage);
  }

  async function save(): Promise<void> {
    const { editor } = state;
    if (disposed || editor.saved || editor.conflict || editor.saving || shouldSkipSave(lessonId, {})) return;
    if (!connection.isOnline()) {
      publish({ ...state, waitingForNetwork: true });
      return;
    }
    const body = savePayload(editor, DEFAULT_LESSON_LANGUAGE);
    apply(slideEditorActions.saveStarted());
    try {
      const answer = await saveLessonSlides(lessonId, body);
      apply(slideEditorActions.saveSucceeded(answer.latestSavedSlidesStateIdentifier, answer.slides), {
        problem: null,
        waitingForNetwork: false,
      });
    } catch (error) {
      failed(error);
    }
    keepDraft();
  }

  function failed(error: unknown) {
    const conflict = isApiError(error, 409)
      ? lessonAuthoringConflictPayloadSchema.safeParse({ message: error.serverMessage ?? '', code: error.code, details: error.details })
      : null;
    if (conflict?.success) {
      apply(slideEditorActions.saveConflicted(conflict.data.details.current), { waitingForNetwork: false });
      return;
    }
    const message = describeError(error);
    if (isApiError(error) && error.isNetworkFailure) {
      apply(slideEditorActions.saveFailed(message), { waitingForNetwork: true });
      return;
    }
    const refused = isApiError(error, 400)
      ? slideValidationPayloadSchema.safeParse({ message: error.serverMessage ?? message, code: error.code, details: error.details })
      : null;
    if (refused?.success) {
      const { slideId, path } = refused.data.details;
      apply(slideEditorActions.saveFailed(message), { problem: { message, slideId, path }, waitingForNetwork: false });
      // The author is taken to the slide the server refused, where the form shows what to fix.
      const index = state.editor.slides.findIndex((slide) => slide.id === slideId);
      if (index >= 0) apply(slideEditorActions.goTo(index));
      return;
    }
    apply(slideEditorActions.saveFailed(message), { waitingForNetwork: false });
  }

  // Keystrokes in one field are one undo step only while the author keeps typing: a pause starts a new one.
  function afterPause(action: SlideEditorAction): SlideEditorAction {
    if (action.type !== 'edit' && action.type !== 'editSlide') return action;
    const typedAt = now();
    const paused = typedAt - lastTypedAt > UNDO_TYPING_PAUSE_MS;
    lastTypedAt = typedAt;
    return action.continues && paused ? { ...action, continues: false } : action;
  }

  // A closed tab or a crash a moment after typing: the draft is written now rather than after its delay.
  const onPageHide = () => {
    if (draftTimer !== undefined) clearTimer(draftTimer);
    draftTimer = undefined;
    writeDraftNow();
  };
  const stopFollowingConnection = connection.subscribe((online) => {
    if (online && !state.editor.saved && !state.editor.conflict) void scheduler.flush('slides');
  });
  window.addEventListener('pagehide', onPageHide);

  // Edits put back from the browser go out at once (spec: sent when the connection returns); a kept
  // draft the server already has is forgotten.
  if (!state.restoredDraft) lessonDrafts.write(lessonId, null, storage);
  else if (!state.editor.conflict) void scheduler.flush('slides');

  return {
    lessonId,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(requested) {
      const action = afterPause(requested);
      const before = state.editor;
      apply(action);
      if (eventTypes.has(action.type)) return;
      const after = state.editor;
      if (after.slides === before.slides && after.languageCode === before.languageCode) return;
      keepDraft();
      if (after.autosave) scheduler.schedule('slides');
    },
    newId,
    resolveConflict(keep) {
      apply(slideEditorActions.conflictResolved(keep));
      keepDraft();
      if (keep === 'mine') void scheduler.flush('slides');
    },
    async saveNow() {
      await scheduler.flush('slides');
    },
    dismissError() {
      apply(slideEditorActions.errorReset(), { problem: null });
    },
    hasUnsavedWork() {
      return !state.editor.saved || state.editor.saving || scheduler.pending().length > 0;
    },
    dispose() {
      disposed = true;
      if (draftTimer !== undefined) {
        clearTimer(draftTimer);
        writeDraftNow();
      }
      scheduler.dispose();
      stopFollowingConnection();
      window.removeEventListener('pagehide', onPageHide);
      listeners.clear();
    },
  };
}

/**
 * Serialising a 200-slide deck takes a few milliseconds: it waits for a moment the browser is idle (but
 * never longer than the draft delay again), so it does not land between a keystroke and its frame.
 */
function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: DRAFT_WRITE_DELAY_MS });
  else task();
}

/**
 * The server's slides, with unsaved edits kept in this browser on top. Edits made on an older saved
 * state mean the lesson was saved elsewhere since: they come back as a conflict for the author to settle.
 */
function startingState(config: LessonAuthoringConfig, draft: LessonDraft | null): LessonEditState {
  const server: SlidesVersion = {
    slides: config.slides,
    latestSavedSlidesStateIdentifier: config.latestSavedSlidesStateIdentifier,
    language: config.language,
  };
  const opened = createSlideEditorState({
    slides: server.slides,
    languageCode: server.language,
    latestSavedSlidesStateIdentifier: server.latestSavedSlidesStateIdentifier,
  });
  const fresh: LessonEditState = { editor: opened, problem: null, waitingForNetwork: false, restoredDraft: false };
  if (!draft || (jsonEqual(draft.slides, server.slides) && draft.language === server.language)) return fresh;
  let editor = slideEditorReducer(
    opened,
    slideEditorActions.loaded(
      { slides: draft.slides, latestSavedSlidesStateIdentifier: draft.basedOn, language: draft.language },
      { saved: false },
    ),
  );
  if (draft.basedOn !== server.latestSavedSlidesStateIdentifier)
    editor = slideEditorReducer(editor, slideEditorActions.saveConflicted(server));
  return { ...fresh, editor, restoredDraft: true };
}
