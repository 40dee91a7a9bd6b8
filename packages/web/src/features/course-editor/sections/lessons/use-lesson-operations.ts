import type { LessonKind, LessonSummary } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { copyLesson, createLesson, deleteLesson, getCourse, publishLessons, queryKeys, reorderLessons } from '../../../../api/index.ts';
import { useCourseEditSession } from '../../editor/course-edit-context.ts';

/**
 * The lesson calls of the editor. Each runs in the course's save queue (after any waiting save), and
 * the course the server then holds replaces the editor's copy, so the next save carries its version.
 */
export function useLessonOperations(courseId: string) {
  const session = useCourseEditSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const lessonsKey = queryKeys.course.lessons(courseId);

  const refreshLessons = () => queryClient.invalidateQueries({ queryKey: lessonsKey });

  /** Runs a change; true when it succeeded (its failure is already on screen). */
  async function attempt(change: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await change();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    add: (kind: LessonKind, title: string) =>
      attempt(async () => {
        await session.runCourseChange({
          call: async () => {
            await createLesson(courseId, { kind, title });
            return getCourse(courseId);
          },
        });
        await refreshLessons();
      }),

    copy: (lesson: LessonSummary) =>
      attempt(async () => {
        await session.runCourseChange({
          call: async () => {
            await copyLesson(lesson.kind, lesson.id);
            return getCourse(courseId);
          },
        });
        await refreshLessons();
      }),

    remove: (lesson: LessonSummary) =>
      attempt(async () => {
        await session.runCourseChange({
          call: async () => {
            await deleteLesson(lesson.kind, lesson.id);
            return getCourse(courseId);
          },
        });
        // spec §4: deleting a lesson removes it from the course's lesson list.
        queryClient.setQueryData<LessonSummary[]>(lessonsKey, (lessons) => lessons?.filter((each) => each.id !== lesson.id));
      }),

    /** Shows the new order at once and puts the old one back if the server refuses it. */
    reorder: (reordered: LessonSummary[]) => {
      const previous = queryClient.getQueryData<LessonSummary[]>(lessonsKey);
      queryClient.setQueryData(lessonsKey, reordered);
      return attempt(async () => {
        try {
          await session.runCourseChange({
            call: () =>
              reorderLessons(
                courseId,
                reordered.map((lesson) => lesson.id),
              ),
          });
        } catch (error) {
          queryClient.setQueryData(lessonsKey, previous);
          throw error;
        }
      });
    },

    /** spec §4: publishing lessons marks them isPublished. */
    publish: (lessonIds: string[]) =>
      attempt(async () => {
        await session.runCourseChange({ call: () => publishLessons(courseId, lessonIds) });
        await refreshLessons();
      }),
  };
}
