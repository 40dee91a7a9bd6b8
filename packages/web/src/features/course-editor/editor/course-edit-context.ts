import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CourseEditSession, CourseEditState } from '../state/course-edit-session.ts';

export const CourseEditContext = createContext<CourseEditSession | null>(null);

export function useCourseEditSession(): CourseEditSession {
  const session = useContext(CourseEditContext);
  if (!session) throw new Error('useCourseEditSession() must be used inside the course editor.');
  return session;
}

/** The edit state (original and changed copies, saves, error, conflict); re-renders on every change. */
export function useCourseEditState(): CourseEditState {
  const session = useCourseEditSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
