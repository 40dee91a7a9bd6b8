import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { Executor } from '../../db/client.ts';
import { accountSwitchColumns } from '../account/switches.ts';
import {
  accountBranding,
  accounts,
  coursePublicDetails,
  courseRatings,
  courses,
  lessons,
  lessonSlides,
  publicDetailItems,
  retiredUrlSlugs,
  urlSlugs,
  publicSiteVersions,
  users,
} from '../../db/schema.ts';

/** A published lesson of the course, with its Published title and description. */
export interface PublishedLessonRow {
  id: string;
  kind: string;
  title: unknown;
  description: unknown;
  /** The Published deck's slide ids in order; null when the lesson has no deck (a kind without slides). */
  slideIds: string[] | null;
}

/** An item of the public detail: a link, a rating link, an excluded lesson or slide. */
export interface PublicDetailItemRow {
  kind: (typeof publicDetailItems.$inferSelect)['kind'];
  title: string | null;
  url: string | null;
  lessonId: string | null;
  slideId: string | null;
}

/** Learners' ratings of the course: how many, and their average to one decimal (null when none). */
export interface RatingSummaryRow {
  count: number;
  average: number | null;
}

/**
 * What a public page needs of its course, read in one statement (the page's only read besides a lesson's
 * deck): the course, its account (with what its feature switches are read from), public detail and slug,
 * the account's branding (the account settings' own), the published lessons in order, the public
 * detail's items in order and the learners' ratings.
 */
const publicCourseColumns = {
  course: courses,
  accountName: accounts.name,
  switchFacts: accountSwitchColumns,
  publicDetailId: coursePublicDetails.id,
  thumbnail: coursePublicDetails.thumbnail,
  slug: urlSlugs.slug,
  branding: {
    logoUrl: accountBranding.logoUrl,
    accentColor: accountBranding.accentColor,
    themeFamily: accountBranding.themeFamily,
    colorScheme: accountBranding.colorScheme,
  },
  lessons: sql<PublishedLessonRow[]>`(select coalesce(json_agg(json_build_object('id', ${lessons.id}, 'kind', ${lessons.kind},
      'title', ${lessons.publishedData}->'title', 'description', ${lessons.publishedData}->'description',
      'slideIds', (select ${lessonSlides.slideIds} from ${lessonSlides}
        where ${lessonSlides.lessonId} = ${lessons.id} and ${lessonSlides.versionType} = 'Published')) order by ${lessons.rank}), '[]'::json)
    from ${lessons} where ${lessons.courseId} = ${courses.id} and ${lessons.isPublished})`,
  items: sql<PublicDetailItemRow[]>`(select coalesce(json_agg(json_build_object('kind', ${publicDetailItems.kind},
      'title', ${publicDetailItems.title}, 'url', ${publicDetailItems.url}, 'lessonId', ${publicDetailItems.lessonId},
      'slideId', ${publicDetailItems.slideId}) order by ${publicDetailItems.ordinal}), '[]'::json)
    from ${publicDetailItems} where ${publicDetailItems.publicDetailId} = ${coursePublicDetails.id})`,
  // Read in the same snapshot as the rest: the version the page's cache keeps it under (page-cache.ts).
  siteVersion: sql<number>`coalesce((select ${publicSiteVersions.version} from ${publicSiteVersions}
    where ${publicSiteVersions.accountId} = ${courses.accountId}), 0)`.mapWith(Number),
  // People left out of reports (exclude-from-analytics, hidden-user) are left out here too (docs/decisions.md).
  ratings: sql<RatingSummaryRow>`(select json_build_object('count', count(*), 'average', round(avg(${courseRatings.stars}), 1))
    from ${courseRatings} inner join ${users} on ${users.id} = ${courseRatings.userId}
    where ${courseRatings.courseId} = ${courses.id} and not (${users.roles} && array['exclude-from-analytics', 'hidden-user']::text[]))`,
};

function publicCourseQuery(db: Executor) {
  return db
    .select(publicCourseColumns)
    .from(urlSlugs)
    .innerJoin(coursePublicDetails, eq(coursePublicDetails.id, urlSlugs.publicDetailId))
    .innerJoin(courses, eq(courses.id, coursePublicDetails.courseId))
    .innerJoin(accounts, eq(accounts.id, courses.accountId))
    .leftJoin(accountBranding, eq(accountBranding.accountId, courses.accountId));
}

// Every visit of a public page runs it: built and prepared once per database.
const courseBySlugQuery = preparedPerDatabase((db) =>
  publicCourseQuery(db)
    .where(eq(urlSlugs.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('public_course_by_slug'),
);

export type PublicCourseRow = NonNullable<Awaited<ReturnType<typeof findCourseBySlug>>>;

export async function findCourseBySlug(db: Executor, slug: string) {
  const [row] = await courseBySlugQuery(db).execute({ slug });
  return row;
}

/** What decides whether a course has a public page, by the course's id (a public event names its course by id). */
export async function previewFactsOfCourse(db: Executor, courseId: string) {
  const [row] = await db
    .select({
      course: { id: courses.id, accountId: courses.accountId, courseStatus: courses.courseStatus },
      switchFacts: accountSwitchColumns,
    })
    .from(courses)
    .innerJoin(accounts, eq(accounts.id, courses.accountId))
    .innerJoin(coursePublicDetails, eq(coursePublicDetails.courseId, courses.id))
    .innerJoin(urlSlugs, eq(urlSlugs.publicDetailId, coursePublicDetails.id))
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

/** The course's current slug when `slug` is one it had before. */
export async function currentSlugOfRetired(db: Executor, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: urlSlugs.slug })
    .from(retiredUrlSlugs)
    .innerJoin(urlSlugs, eq(urlSlugs.publicDetailId, retiredUrlSlugs.publicDetailId))
    .where(eq(retiredUrlSlugs.slug, slug))
    .limit(1);
  return row?.slug;
}

/** Every published course with a slug, with what its account's switches are read from and when it last changed (the sitemap). */
export async function publishedCoursesWithSlugs(db: Executor) {
  return db
    .select({ slug: urlSlugs.slug, modifiedAt: courses.modifiedAt, switchFacts: accountSwitchColumns })
    .from(urlSlugs)
    .innerJoin(coursePublicDetails, eq(coursePublicDetails.id, urlSlugs.publicDetailId))
    .innerJoin(courses, eq(courses.id, coursePublicDetails.courseId))
    .innerJoin(accounts, eq(accounts.id, courses.accountId))
    .where(eq(courses.courseStatus, 'Published'))
    .orderBy(asc(urlSlugs.slug));
}

/** Keeps a slug the course is leaving as an address of the course (a slug it takes back stops being retired). */
export async function retireSlug(db: Executor, values: { accountId: string; publicDetailId: string; slug: string }) {
  await db
    .insert(retiredUrlSlugs)
    .values(values)
    .onConflictDoUpdate({ target: retiredUrlSlugs.slug, set: { publicDetailId: values.publicDetailId, accountId: values.accountId } });
}

/** Forgets retired slugs of this public detail that it uses again. */
export async function unretireSlugs(db: Executor, publicDetailId: string, slugs: readonly string[]) {
  if (slugs.length === 0) return;
  await db
    .delete(retiredUrlSlugs)
    .where(and(eq(retiredUrlSlugs.publicDetailId, publicDetailId), inArray(retiredUrlSlugs.slug, [...slugs])));
}

/** The public detail a retired slug still belongs to. */
export async function ownerOfRetiredSlug(db: Executor, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ publicDetailId: retiredUrlSlugs.publicDetailId })
    .from(retiredUrlSlugs)
    .where(eq(retiredUrlSlugs.slug, slug))
    .limit(1);
  return row?.publicDetailId;
}

// Asked before serving a kept page: one primary-key read.
const siteVersionQuery = preparedPerDatabase((db) =>
  db
    .select({ version: publicSiteVersions.version })
    .from(publicSiteVersions)
    .where(eq(publicSiteVersions.accountId, sql.placeholder('accountId')))
    .prepare('public_site_version'),
);

/** The account's public site version now (0 before its first change). */
export async function publicSiteVersionOf(db: Executor, accountId: string): Promise<number> {
  const [row] = await siteVersionQuery(db).execute({ accountId });
  return Number(row?.version ?? 0);
}
