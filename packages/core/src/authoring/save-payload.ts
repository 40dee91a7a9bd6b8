// Authoring §5 and §7: what a slides save sends, and when a save is not sent at all.
import { MAX_JSON_DEPTH } from '../api/json-depth.ts';
import { DEFAULT_LOCALE, NEW_ITEM_ID } from '../constants.ts';
import type { Slide } from '../entities/slide.ts';
import type { SlideEditorState } from './slide-editor-state.ts';

/** The body of PUT api/lesson-authoring/{id}. */
export interface SlidesSavePayload {
  slides: Slide[];
  latestSavedSlidesStateIdentifier: string | null;
  /** Omitted when it is the default language (authoring §7). */
  language?: string;
}

/**
 * Authoring §5: null entries are stripped from every array inside the slides' data, however deep (a form
 * may leave a hole in a list). Slides and branches without one are returned as they are, not copied.
 * Any slide shape with `data` goes through (the server strips slides still missing their derived parts).
 */
export function stripNullEntries<T extends Pick<Slide, 'data'>>(slides: readonly T[]): T[] {
  return slides.map((slide) => {
    const data = stripNulls(slide.data);
    return data === slide.data ? slide : { ...slide, data };
  });
}

// Past the API's depth limit (a save the server refuses anyway) the rest is returned as it is.
function stripNulls<T>(value: T, depth = 0): T {
  if (depth > MAX_JSON_DEPTH) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const kept: unknown[] = [];
    for (const entry of value) {
      if (entry === null || entry === undefined) {
        changed = true;
        continue;
      }
      const stripped = stripNulls(entry, depth + 1);
      if (stripped !== entry) changed = true;
      kept.push(stripped);
    }
    return (changed ? kept : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, entry] of Object.entries(value)) {
    const stripped = stripNulls(entry, depth + 1);
    if (stripped === entry) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    copy[key] = stripped;
  }
  return (copy ?? value) as T;
}

/** Authoring §5: no save for the new-item placeholder id or when skipSave is set. */
export function shouldSkipSave(lessonId: string, options: { skipSave?: boolean } = {}): boolean {
  return lessonId === NEW_ITEM_ID || options.skipSave === true;
}

/** The save body for the editor's current state: slides stripped, language left out when it is the default. */
export function savePayload(state: SlideEditorState, defaultLanguage: string = DEFAULT_LOCALE): SlidesSavePayload {
  return {
    slides: stripNullEntries(state.slides),
    latestSavedSlidesStateIdentifier: state.latestSavedSlidesStateIdentifier,
    ...(state.languageCode === defaultLanguage ? {} : { language: state.languageCode }),
  };
}
