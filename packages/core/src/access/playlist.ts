import { courseCreators, courseStaff } from './roles.ts';

/**
 * Playlists (issue 16). A playlist gathers courses of the whole account, so it is managed by those who
 * create and edit every course; restricted authors, who edit only shared courses, read them like the
 * rest of the course staff. Learners take published playlists through the learner API (learning.play).
 */
export const playlistRoles = {
  read: courseStaff,
  manage: courseCreators,
} as const;
