// The published lessons of each course as learners see them (kinds, prerequisites, restrictions, whether
// they score), held in memory: every learner's course standing starts from them, and they change only
// when an author changes a lesson.
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { publishedLessonsOf, type PublishedLessonRow } from './repo.ts';

const MAXIMUM_COURSES = 1000;

export interface CourseVersion {
  id: string;
  /** courses.lesson_list_version: a database trigger raises it on every insert, update or delete of a lesson of the course, publishing included. */
  lessonListVersion: number;
}

/**
 * Each course's published lessons, kept with the course's lesson-list version they were read after. The
 * caller hands the version it read with the course row, so a list is served only while no lesson of the
 * course changed since, by this server or another; the courses whose list is missing or stale are read in
 * one statement.
 */
export function createPublishedLessonsCache(maximumCourses = MAXIMUM_COURSES) {
  const held = new LRUCache<string, { version: number; lessons: PublishedLessonRow[] }>({ max: maximumCourses });
  return {
    /** The published lessons of the courses, in course order (as publishedLessonsOf answers). */
    async lessonsOf(db: Executor, courses: readonly CourseVersion[]): Promise<PublishedLessonRow[]> {
      const current = (course: CourseVersion) => {
        const entry = held.get(course.id);
        return entry && entry.version === course.lessonListVersion ? entry.lessons : undefined;
      };
      const stale = courses.filter((course) => !current(course));
      const read = await publishedLessonsOf(
        db,
        stale.map((course) => course.id),
      );
      // Read after the versions were: a list is never older than the version it is kept under.
      for (const course of stale)
        held.set(course.id, { version: course.lessonListVersion, lessons: read.filter((lesson) => lesson.courseId === course.id) });
      return courses.flatMap((course) => current(course) ?? read.filter((lesson) => lesson.courseId === course.id));
    },
  };
}
export type PublishedLessonsCache = ReturnType<typeof createPublishedLessonsCache>;
