import { courseEditors, courseReaders } from './roles.ts';

/**
 * Lessons, their slides and the catalogue of slide templates. Slides are edited by the course's editors
 * (restricted authors on shared courses only: mayEditCourse); reviewers and facilitators read the deck.
 */
export const lessonRoles = {
  read: courseReaders,
  edit: courseEditors,
} as const;
