import type { ImageVariant, Slide } from '@slidewise/core';
import { coursePagePath, lessonPagePath } from './course-page.ts';
import type { PublicCourse } from './public-course.ts';

// Uploaded files on the public pages (issue 18): the app's own address of a file (`/api/media/{id}/file`)
// needs a session, which a stranger or a crawler has not. The pages show the files they use under
// addresses of their own, scoped to what the page shows: the course's image and logo under the course
// page, a lesson's slide images under that lesson's page. Such an address serves a file only while that
// page is public and still uses it (public-media-access.ts), so nothing else of the account is reachable.

const MEDIA_REFERENCE = /\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/file/gi;

/** The course page's address for one of its files (its image, the account's logo). */
export const courseMediaPath = (slug: string, mediaId: string) => `${coursePagePath(slug)}/media/${mediaId}/file`;

/** A public lesson page's address for one of its slides' files. */
export const lessonMediaPath = (slug: string, lessonId: string, mediaId: string) =>
  `${lessonPagePath(slug, lessonId)}/media/${mediaId}/file`;

/** The ids of the uploaded files a text names. */
export function mediaIdsIn(text: string): Set<string> {
  return new Set([...text.matchAll(MEDIA_REFERENCE)].map((match) => match[1]!.toLowerCase()));
}

/** One address as the public page shows it: an uploaded file at its public address (and size), anything else as it is. */
function publicAddress(address: string, toPublic: (mediaId: string) => string, variant?: ImageVariant): string {
  const mediaId = mediaIdsIn(address).values().next().value;
  if (mediaId === undefined) return address;
  return variant === undefined ? address.replace(MEDIA_REFERENCE, () => toPublic(mediaId)) : `${toPublic(mediaId)}?variant=${variant}`;
}

/**
 * The course as its pages show it: its image at the course page's address as the slide-sized variant (what
 * og:image shares: a crawler gets a JPEG of at most 1080 pixels), and the account's logo at its own.
 */
export function withPublicCourseMedia(course: PublicCourse): PublicCourse {
  const toPublic = (mediaId: string) => courseMediaPath(course.slug, mediaId);
  const logo = course.branding ? publicAddress(course.branding.logo, toPublic, 'thumbnail') : '';
  return {
    ...course,
    image: publicAddress(course.image, toPublic, 'slide'),
    branding: course.branding ? { ...course.branding, logo, favicon: logo } : null,
  };
}

/** A public lesson's slides with every uploaded file at the lesson page's address (variants kept). */
export function withPublicSlideMedia(slides: Slide[], slug: string, lessonId: string): Slide[] {
  const text = JSON.stringify(slides);
  if (!text.includes('/api/media/')) return slides;
  // The replacement has no character JSON escapes, so the text stays the same JSON with other strings.
  return JSON.parse(text.replace(MEDIA_REFERENCE, (_match, mediaId: string) => lessonMediaPath(slug, lessonId, mediaId.toLowerCase())));
}

/** The files the course page shows: its image and the account's logo (as stored). */
export const courseMediaIds = (course: PublicCourse): Set<string> => mediaIdsIn(`${course.image} ${course.branding?.logo ?? ''}`);
