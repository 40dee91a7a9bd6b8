import {
  shownImageReference,
  type CourseLink,
  type CoursePublicDetail,
  type ExcludedLesson,
  type ExcludedSlide,
  type RatingLink,
} from '@slidewise/core';
import type { coursePublicDetails, publicDetailItems } from '../../db/schema.ts';

type ItemRow = typeof publicDetailItems.$inferSelect;

export const toLink = (row: ItemRow): CourseLink & RatingLink => ({ id: row.id, title: row.title ?? '', url: row.url ?? '' });
export const toExcludedLesson = (row: ItemRow): ExcludedLesson => ({ id: row.id, lessonId: row.lessonId ?? '' });
export const toExcludedSlide = (row: ItemRow): ExcludedSlide => ({ id: row.id, lessonId: row.lessonId ?? '', slideId: row.slideId ?? '' });

/** Authoring §3 Course public detail, from its row, its items (oldest first) and its slug. */
export function assemblePublicDetail(
  detail: typeof coursePublicDetails.$inferSelect,
  items: ItemRow[],
  urlSlug: string | null,
): CoursePublicDetail {
  const ofKind = (kind: ItemRow['kind']) => items.filter((item) => item.kind === kind);
  return {
    id: detail.id,
    thumbnail: shownImageReference(detail.thumbnail),
    urlSlug,
    courseLinks: ofKind('course-link').map(toLink),
    excludedLessons: ofKind('excluded-lesson').map(toExcludedLesson),
    excludedSlides: ofKind('excluded-slide').map(toExcludedSlide),
    ratingLinks: ofKind('rating-link').map(toLink),
  };
}
