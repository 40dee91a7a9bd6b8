import type { CourseCollection } from '@slidewise/core';

export interface CourseGroup<Course> {
  /** null: the courses in no collection. */
  collection: CourseCollection | null;
  courses: Course[];
}

/** The library's courses under their collections, in the collections' order, then the ones in none. */
export function groupCourses<Course extends { id: string }>(
  courses: readonly Course[],
  collections: readonly CourseCollection[],
): CourseGroup<Course>[] {
  const placed = new Set(collections.flatMap((collection) => collection.courseIds));
  return [
    ...collections.map((collection) => ({
      collection,
      courses: courses.filter((course) => collection.courseIds.includes(course.id)),
    })),
    { collection: null, courses: courses.filter((course) => !placed.has(course.id)) },
  ];
}
