// Playlists as learners take them (issue 16): the published ones open to them, each course they may see
// in order, locked in a Sequential playlist until the one before it is completed (core's playlistSteps).
import {
  playlistProgress,
  playlistSteps,
  type LearnerCourseSummary,
  type LearnerPlaylist,
  type LearnerPlaylistListResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { createLearnerViews } from '../learner/learner-views.ts';
import { createLearnerService } from '../learner/service.ts';
import { learnerPlaylistRows, type PlaylistRow } from './repo.ts';

const playlistNotFound = () => notFound('Playlist not found');

export function createLearnerPlaylistService(context: AppContext) {
  const learner = createLearnerService(context, createLearnerViews(context));

  function present(row: PlaylistRow, courseIds: readonly string[], visible: ReadonlyMap<string, LearnerCourseSummary>): LearnerPlaylist {
    // A course the learner may not see (a draft, another group's) is not part of their path.
    const courses = courseIds.flatMap((id) => {
      const course = visible.get(id);
      return course ? [course] : [];
    });
    const steps = playlistSteps(
      row.playlistType,
      courses.map((course) => ({ courseId: course.id, completed: course.completed })),
    );
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      image: row.image,
      playlistType: row.playlistType,
      progress: playlistProgress(steps),
      courses: courses.map((course, index) => {
        const waitsFor = steps[index]!.waitsForCourseId ? visible.get(steps[index]!.waitsForCourseId!) : undefined;
        return {
          id: course.id,
          title: course.title,
          libraryImage: course.libraryImage,
          lessonCount: course.lessonCount,
          completedLessonCount: course.completedLessonCount,
          completed: course.completed,
          locked: steps[index]!.locked,
          waitsFor: waitsFor ? { id: waitsFor.id, title: waitsFor.title } : null,
        };
      }),
    };
  }

  async function visibleCourses(user: SignedInUser) {
    const { items } = await learner.listCourses(user);
    return new Map(items.map((course) => [course.id, course]));
  }

  return {
    async list(user: SignedInUser): Promise<LearnerPlaylistListResponse> {
      const rows = await learnerPlaylistRows(context.db, user);
      if (rows.length === 0) return { items: [] };
      const visible = await visibleCourses(user);
      return {
        items: rows.map(({ row, courseIds }) => present(row, courseIds, visible)).map(({ courses: _courses, ...summary }) => summary),
      };
    },

    async read(user: SignedInUser, playlistId: string): Promise<LearnerPlaylist> {
      if (!isRowId(playlistId)) throw playlistNotFound();
      const [found] = await learnerPlaylistRows(context.db, user, playlistId);
      if (!found) throw playlistNotFound();
      return present(found.row, found.courseIds, await visibleCourses(user));
    },
  };
}
