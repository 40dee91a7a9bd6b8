import {
  courseLinkListResponseSchema,
  courseLinkSchema,
  coursePublicDetailSchema,
  excludedLessonListResponseSchema,
  excludedLessonSchema,
  excludedSlideListResponseSchema,
  excludedSlideSchema,
  publicDetailListResponseSchema,
  ratingLinkListResponseSchema,
  ratingLinkSchema,
  urlSlugListResponseSchema,
  urlSlugRecordSchema,
  type CourseLink,
  type CoursePublicDetail,
  type ExcludedLesson,
  type ExcludedSlide,
  type LinkBody,
  type RatingLink,
  type UrlSlugRecord,
} from '@slidewise/core';
import { authenticatedDelete, authenticatedGet, authenticatedPost, authenticatedPut } from './http.ts';

// spec §7, under /api/courses/{courseId}/public-details. A course has at most one public detail.

const base = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}/public-details`;
const item = (id: string) => `/${encodeURIComponent(id)}`;

export async function listPublicDetails(courseId: string): Promise<CoursePublicDetail[]> {
  return publicDetailListResponseSchema.parse(await authenticatedGet(base(courseId)));
}

export async function createPublicDetail(courseId: string): Promise<CoursePublicDetail> {
  return coursePublicDetailSchema.parse(await authenticatedPost(base(courseId), { data: {} }));
}

const linksPath = (courseId: string, publicDetailId: string) => `${base(courseId)}${item(publicDetailId)}/course-links`;

export async function listCourseLinks(courseId: string, publicDetailId: string): Promise<CourseLink[]> {
  return courseLinkListResponseSchema.parse(await authenticatedGet(linksPath(courseId, publicDetailId)));
}

export async function addCourseLink(courseId: string, publicDetailId: string, link: LinkBody): Promise<CourseLink> {
  return courseLinkSchema.parse(await authenticatedPost(linksPath(courseId, publicDetailId), { data: link }));
}

export async function addCourseLinks(courseId: string, publicDetailId: string, links: LinkBody[]): Promise<CourseLink[]> {
  return courseLinkListResponseSchema.parse(await authenticatedPost(`${linksPath(courseId, publicDetailId)}/multi`, { data: { links } }));
}

export async function deleteCourseLink(courseId: string, publicDetailId: string, id: string): Promise<void> {
  await authenticatedDelete(`${linksPath(courseId, publicDetailId)}${item(id)}`);
}

export async function listExcludedLessons(courseId: string): Promise<ExcludedLesson[]> {
  return excludedLessonListResponseSchema.parse(await authenticatedGet(`${base(courseId)}/excluded-lessons`));
}

export async function excludeLesson(courseId: string, lessonId: string): Promise<ExcludedLesson> {
  return excludedLessonSchema.parse(await authenticatedPost(`${base(courseId)}/excluded-lessons`, { data: { lessonId } }));
}

export async function includeLesson(courseId: string, id: string): Promise<void> {
  await authenticatedDelete(`${base(courseId)}/excluded-lessons${item(id)}`);
}

export async function listExcludedSlides(courseId: string): Promise<ExcludedSlide[]> {
  return excludedSlideListResponseSchema.parse(await authenticatedGet(`${base(courseId)}/excluded-slides`));
}

export async function excludeSlide(courseId: string, lessonId: string, slideId: string): Promise<ExcludedSlide> {
  return excludedSlideSchema.parse(await authenticatedPost(`${base(courseId)}/excluded-slides`, { data: { lessonId, slideId } }));
}

export async function includeSlide(courseId: string, id: string): Promise<void> {
  await authenticatedDelete(`${base(courseId)}/excluded-slides${item(id)}`);
}

export async function listRatingLinks(courseId: string): Promise<RatingLink[]> {
  return ratingLinkListResponseSchema.parse(await authenticatedGet(`${base(courseId)}/user-course-ratings`));
}

export async function addRatingLink(courseId: string, link: LinkBody): Promise<RatingLink> {
  return ratingLinkSchema.parse(await authenticatedPost(`${base(courseId)}/user-course-ratings`, { data: link }));
}

export async function deleteRatingLink(courseId: string, id: string): Promise<void> {
  await authenticatedDelete(`${base(courseId)}/user-course-ratings${item(id)}`);
}

export async function listUrlSlugs(courseId: string): Promise<UrlSlugRecord[]> {
  return urlSlugListResponseSchema.parse(await authenticatedGet(`${base(courseId)}/url-slugs`));
}

/** A taken slug answers 409 'url_slug_taken'; the form shows the server's message beside the field. */
export async function saveUrlSlug(courseId: string, urlSlug: string, existingId: string | null): Promise<UrlSlugRecord> {
  const options = { data: { urlSlug }, silent: true };
  const answer = existingId
    ? await authenticatedPut(`${base(courseId)}/url-slugs${item(existingId)}`, options)
    : await authenticatedPost(`${base(courseId)}/url-slugs`, options);
  return urlSlugRecordSchema.parse(answer);
}
