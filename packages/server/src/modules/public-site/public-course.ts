import { defaultAccountInfo, shownImageReference, type Course } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import { findCourseBySlug, findCourseWithSlugById, publicDetailItemsOf, publishedLessonsOfCourse, type PublicCourseRow } from './repo.ts';

/** Nobody in particular: the public pages read a course as no one's (no permissions come with it). */
const visitor = { id: '', roles: [] as string[] };

export interface PublicBranding {
  logo: string;
  accentColor: string;
  favicon: string;
}

/** A course as its public pages show it: only what a stranger may see. */
export interface PublicCourse {
  id: string;
  accountId: string;
  accountName: string;
  slug: string;
  course: Course;
  /** The public detail's thumbnail, else the course's branding or library image; '' when it has none. */
  image: string;
  /** The account's branded variant (templates §1); null when the account has not set one. */
  branding: PublicBranding | null;
  lessons: PublicLesson[];
  courseLinks: { title: string; url: string }[];
  ratingLinks: { title: string; url: string }[];
  /** Slide ids hidden from the public page, by lesson. */
  excludedSlides: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface PublicLesson {
  id: string;
  kind: string;
  title: string;
  description: string;
  /** Lessons made of slides play in the public player; the other kinds need an account. */
  playable: boolean;
}

/**
 * Authoring §1 and issue 18: a course has public pages while it is published, its account has
 * coursePublicPreviewLinksEnabled on (templates §3.6, on by default) and it has a url slug.
 */
export function isPubliclyPreviewable(row: Pick<PublicCourseRow, 'course' | 'accountSettings'>): boolean {
  return row.course.courseStatus === 'Published' && accountAllowsPublicPreview(row.accountSettings);
}

/** The account's coursePublicPreviewLinksEnabled switch, as stored or by default. */
export function accountAllowsPublicPreview(settings: Readonly<Record<string, unknown>>): boolean {
  const stored = settings.coursePublicPreviewLinksEnabled;
  return typeof stored === 'boolean' ? stored : defaultAccountInfo().coursePublicPreviewLinksEnabled;
}

/** The previewable course whose current slug this is, with its public lessons, links and exclusions. */
export async function publicCourseBySlug(db: Executor, slug: string): Promise<PublicCourse | undefined> {
  const row = await findCourseBySlug(db, slug);
  return row && isPubliclyPreviewable(row) ? assemblePublicCourse(db, row) : undefined;
}

/** The previewable course with this id (a public event names its course by id). */
export async function previewableCourseById(db: Executor, courseId: string): Promise<{ id: string; accountId: string } | undefined> {
  const row = await findCourseWithSlugById(db, courseId);
  return row && isPubliclyPreviewable(row) ? { id: row.course.id, accountId: row.course.accountId } : undefined;
}

async function assemblePublicCourse(db: Executor, row: PublicCourseRow): Promise<PublicCourse> {
  const [lessonRows, items] = await Promise.all([publishedLessonsOfCourse(db, row.course.id), publicDetailItemsOf(db, row.publicDetailId)]);
  const excludedLessons = new Set(items.flatMap((item) => (item.kind === 'excluded-lesson' && item.lessonId ? [item.lessonId] : [])));
  const excludedSlides = new Map<string, Set<string>>();
  for (const item of items) {
    if (item.kind !== 'excluded-slide' || !item.lessonId || !item.slideId) continue;
    excludedSlides.set(item.lessonId, (excludedSlides.get(item.lessonId) ?? new Set()).add(item.slideId));
  }
  const links = (kind: 'course-link' | 'rating-link') =>
    items.flatMap((item) => (item.kind === kind && item.title && item.url ? [{ title: item.title, url: item.url }] : []));
  const course = assembleCourse(row.course, noLessons, visitor);
  const branding = row.branding && (row.branding.logo || row.branding.accentColor || row.branding.favicon) ? row.branding : null;
  return {
    id: row.course.id,
    accountId: row.course.accountId,
    accountName: row.accountName,
    slug: row.slug,
    course,
    image: shownImageReference(row.thumbnail) || shownImageReference(course.brandingImage) || shownImageReference(course.libraryImage),
    branding,
    lessons: lessonRows
      .filter((lesson) => !excludedLessons.has(lesson.id))
      .map((lesson) => ({
        id: lesson.id,
        kind: lesson.kind,
        // The Published version's words: an edit not yet published stays private.
        title: textOf(lesson.publishedData?.title),
        description: textOf(lesson.publishedData?.description),
        playable: lesson.kind === 'Lesson',
      })),
    courseLinks: links('course-link'),
    ratingLinks: links('rating-link'),
    excludedSlides,
  };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
