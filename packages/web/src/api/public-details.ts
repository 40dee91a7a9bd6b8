import {
  publicDetailContracts as contracts,
  publicSiteContracts,
  type PublicPage,
  type CourseLink,
  type CoursePublicDetail,
  type ExcludedLesson,
  type ExcludedSlide,
  type LinkBody,
  type RatingLink,
  type UrlSlugRecord,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';

// spec §7, under /api/courses/{courseId}/public-details. A course has at most one public detail.

export function listPublicDetails(courseId: string): Promise<CoursePublicDetail[]> {
  return callContract(contracts.list, { params: { courseId } });
}

export function createPublicDetail(courseId: string): Promise<CoursePublicDetail> {
  return callContract(contracts.create, { params: { courseId }, body: {} });
}

export function listCourseLinks(courseId: string, publicDetailId: string): Promise<CourseLink[]> {
  return callContract(contracts.listCourseLinks, { params: { courseId, publicDetailId } });
}

export function addCourseLink(courseId: string, publicDetailId: string, link: LinkBody): Promise<CourseLink> {
  return callContract(contracts.addCourseLink, { params: { courseId, publicDetailId }, body: link });
}

export function addCourseLinks(courseId: string, publicDetailId: string, links: LinkBody[]): Promise<CourseLink[]> {
  return callContract(contracts.addCourseLinks, { params: { courseId, publicDetailId }, body: { links } });
}

export function deleteCourseLink(courseId: string, publicDetailId: string, id: string): Promise<void> {
  return callContract(contracts.removeCourseLink, { params: { courseId, publicDetailId, id } });
}

export function listExcludedLessons(courseId: string): Promise<ExcludedLesson[]> {
  return callContract(contracts.listExcludedLessons, { params: { courseId } });
}

export function excludeLesson(courseId: string, lessonId: string): Promise<ExcludedLesson> {
  return callContract(contracts.excludeLesson, { params: { courseId }, body: { lessonId } });
}

export function includeLesson(courseId: string, id: string): Promise<void> {
  return callContract(contracts.includeLesson, { params: { courseId, id } });
}

export function listExcludedSlides(courseId: string): Promise<ExcludedSlide[]> {
  return callContract(contracts.listExcludedSlides, { params: { courseId } });
}

export function excludeSlide(courseId: string, lessonId: string, slideId: string): Promise<ExcludedSlide> {
  return callContract(contracts.excludeSlide, { params: { courseId }, body: { lessonId, slideId } });
}

export function includeSlide(courseId: string, id: string): Promise<void> {
  return callContract(contracts.includeSlide, { params: { courseId, id } });
}

export function listRatingLinks(courseId: string): Promise<RatingLink[]> {
  return callContract(contracts.listRatingLinks, { params: { courseId } });
}

export function addRatingLink(courseId: string, link: LinkBody): Promise<RatingLink> {
  return callContract(contracts.addRatingLink, { params: { courseId }, body: link });
}

export function deleteRatingLink(courseId: string, id: string): Promise<void> {
  return callContract(contracts.removeRatingLink, { params: { courseId, id } });
}

export function listUrlSlugs(courseId: string): Promise<UrlSlugRecord[]> {
  return callContract(contracts.listUrlSlugs, { params: { courseId } });
}

/** A taken slug answers 409 'url_slug_taken'; the form shows the server's message beside the field. */
export function saveUrlSlug(courseId: string, urlSlug: string, existingId: string | null): Promise<UrlSlugRecord> {
  const silent = { silent: true };
  return existingId
    ? callContract(contracts.changeUrlSlug, { params: { courseId, id: existingId }, body: { urlSlug } }, silent)
    : callContract(contracts.createUrlSlug, { params: { courseId }, body: { urlSlug } }, silent);
}

/** Issue 18: whether the course's public page is live, its address, a QR code and the embed snippet. */
export function getPublicPage(courseId: string): Promise<PublicPage> {
  return callContract(publicSiteContracts.publicPage, { params: { courseId } });
}
