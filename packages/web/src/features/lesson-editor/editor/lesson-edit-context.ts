import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LessonEditSession, LessonEditState } from '../state/lesson-edit-session.ts';

export const LessonEditContext = createContext<LessonEditSession | null>(null);

export function useLessonEditSession(): LessonEditSession {
  const session = useContext(LessonEditContext);
  if (!session) throw new Error('useLessonEditSession() must be used inside the lesson editor.');
  return session;
}

/**
 * A part of the edit state, re-rendering only when that part changes. `select` must return something
 * the state already holds (a slide, the slides array, a flag), never a new object or array.
 */
export function useLessonEdit<T>(select: (state: LessonEditState) => T): T {
  const session = useLessonEditSession();
  const read = () => select(session.getState());
  return useSyncExternalStore(session.subscribe, read, read);
}
