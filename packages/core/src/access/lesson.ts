import { courseEditors, courseStaff } from './roles.ts';

/**
 * Lessons, their slides and the catalogue of slide templates. Slides are edited by the course's editors
 * (restricted authors on shared courses only: mayEditCourse); reviewers and facilitators read the deck.
 */
export const lessonRoles = {
  read: courseStaff,
  edit: courseEditors,
} as const;
