import { courseLinkSchema, courseSchema, defaultCourse, shownImageReference, type Course } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { isRowId } from '../../ids.ts';
import { switchesFrom } from '../account/switches.ts';
import { publicThemeOf, type PublicTheme } from './page-variant.ts';
import { findCourseBySlug, previewFactsOfCourse, type PublicCourseRow } from './repo.ts';

/** A course as its public pages show it: only what a stranger may see. */
export interface PublicCourse {
  id: string;
  accountId: string;
  accountName: string;
  slug: string;
  /** The course fields a stranger sees. */
  course: Pick<Course, 'title' | 'description' | 'config'>;
  /** The public detail's thumbnail, else the course's own thumbnail, branding or library image; '' when it has none. */
  image: string;
  /** The account's branded variant (templates §1); null when the account has not set one. */
  branding: SiteBranding | null;
  /** The account's theme family and scheme as a public theme: what shows when the address names none. */
  theme: PublicTheme;
  lessons: PublicLesson[];
  courseLinks: { title: string; url: string }[];
  ratingLinks: { title: string; url: string }[];
  /** Learners' own star ratings: how many, and their average to one decimal (null when there are none). */
  ratings: { count: number; average: number | null };
  /** Slide ids hidden from the public page, by lesson. */
  excludedSlides: ReadonlyMap<string, ReadonlySet<string>>;
  /** The account's public site version this was read at (page-cache.ts). */
  siteVersion: number;
}

/**
 * The branded variant's look, from the account's branding (account settings): its logo, which is also the
 * pages' favicon (the account has no favicon of its own), and its accent colour ('' for the theme's own).
 */
export interface SiteBranding {
  logo: string;
  accentColor: string;
  favicon: string;
}

export interface PublicLesson {
  id: string;
  kind: string;
  title: string;
  description: string;
  /**
   * What the page offers: a slide lesson with a slide to show plays in the public player ('preview'); one
   * whose every slide is excluded, or that has none, has 'nothing-to-show' yet; the other kinds need an
   * account ('sign-in').
   */
  offer: PublicLessonOffer;
}

export type PublicLessonOffer = 'preview' | 'nothing-to-show' | 'sign-in';

function offerOf(
  lesson: { kind: string; slideIds: readonly string[] | null },
  excluded: ReadonlySet<string> | undefined,
): PublicLessonOffer {
  if (lesson.kind !== 'Lesson') return 'sign-in';
  const shown = (lesson.slideIds ?? []).some((id) => !excluded?.has(id));
  return shown ? 'preview' : 'nothing-to-show';
}

/**
 * Authoring §1 and issue 18: a course has public pages while it is published, its account has
 * coursePublicPreviewLinksEnabled on (templates §3.6, on by default) and it has a url slug.
 */
export function isPubliclyPreviewable(row: { course: { courseStatus: string }; switchFacts: Parameters<typeof switchesFrom>[0] }): boolean {
  return row.course.courseStatus === 'Published' && switchesFrom(row.switchFacts).coursePublicPreviewLinksEnabled;
}

/** The previewable course whose current slug this is, with its public lessons, links and exclusions. */
export async function publicCourseBySlug(db: Executor, slug: string): Promise<PublicCourse | undefined> {
  const row = await findCourseBySlug(db, slug);
  return row && isPubliclyPreviewable(row) ? assemblePublicCourse(row) : undefined;
}

/** The previewable course with this id (a public event names its course by id). */
export async function previewableCourseById(db: Executor, courseId: string): Promise<{ id: string; accountId: string } | undefined> {
  const row = isRowId(courseId) ? await previewFactsOfCourse(db, courseId) : undefined;
  return row && isPubliclyPreviewable(row) ? { id: row.course.id, accountId: row.course.accountId } : undefined;
}

function assemblePublicCourse(row: PublicCourseRow): PublicCourse {
  const { lessons: lessonRows, items } = row;
  const excludedLessons = new Set(items.flatMap((item) => (item.kind === 'excluded-lesson' && item.lessonId ? [item.lessonId] : [])));
  const excludedSlides = new Map<string, Set<string>>();
  for (const item of items) {
    if (item.kind !== 'excluded-slide' || !item.lessonId || !item.slideId) continue;
    excludedSlides.set(item.lessonId, (excludedSlides.get(item.lessonId) ?? new Set()).add(item.slideId));
  }
  // Only http(s) addresses become links: the API refuses other schemes, and a row written past it (or
  // before the rule) must not put a javascript: link on a page strangers open.
  const links = (kind: 'course-link' | 'rating-link') =>
    items.flatMap((item) => (item.kind === kind && item.title && isWebAddress(item.url) ? [{ title: item.title, url: item.url }] : []));
  // Only the fields the page shows are read from the stored course (each falls back to its default when
  // damaged), not the whole Course: this runs on every visit.
  const data = row.course.data;
  const course = {
    title: row.course.title,
    description: row.course.description,
    config: courseSchema.shape.config.safeParse(data.config).data ?? defaultCourse().config,
  };
  const branding = siteBranding(row.branding);
  return {
    id: row.course.id,
    accountId: row.course.accountId,
    accountName: row.accountName,
    slug: row.slug,
    course,
    image:
      shownImageReference(row.thumbnail) ||
      shownImageReference(textOf(data.thumbnail)) ||
      shownImageReference(textOf(data.brandingImage)) ||
      shownImageReference(textOf(data.libraryImage)),
    branding,
    theme: row.branding ? publicThemeOf(row.branding.themeFamily, row.branding.colorScheme) : 'ed-light',
    lessons: lessonRows
      .filter((lesson) => !excludedLessons.has(lesson.id))
      .map((lesson) => ({
        id: lesson.id,
        kind: lesson.kind,
        // The Published version's words: an edit not yet published stays private.
        title: textOf(lesson.title),
        description: textOf(lesson.description),
        offer: offerOf(lesson, excludedSlides.get(lesson.id)),
      })),
    courseLinks: links('course-link'),
    ratingLinks: links('rating-link'),
    ratings: { count: Number(row.ratings.count), average: row.ratings.average === null ? null : Number(row.ratings.average) },
    excludedSlides,
    siteVersion: row.siteVersion,
  };
}

/** The branded variant is on once the account's branding has a logo or an accent colour. */
function siteBranding(stored: { logoUrl: string; accentColor: string | null } | null): SiteBranding | null {
  const logo = stored ? shownImageReference(stored.logoUrl) : '';
  const accentColor = stored?.accentColor ?? '';
  return logo || accentColor ? { logo, accentColor, favicon: logo } : null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

const isWebAddress = (url: string | null): url is string => courseLinkSchema.shape.url.safeParse(url).success;
