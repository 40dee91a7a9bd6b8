import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountPublicBrandings,
  accounts,
  coursePublicDetails,
  courses,
  lessons,
  publicDetailItems,
  retiredUrlSlugs,
  urlSlugs,
} from '../../db/schema.ts';

/** What a public page needs of its course, read in one query from the slug (or the course id). */
const publicCourseColumns = {
  course: courses,
  accountName: accounts.name,
  accountSettings: accounts.settings,
  publicDetailId: coursePublicDetails.id,
  thumbnail: coursePublicDetails.thumbnail,
  slug: urlSlugs.slug,
  branding: { logo: accountPublicBrandings.logo, accentColor: accountPublicBrandings.accentColor, favicon: accountPublicBrandings.favicon },
};

function publicCourseQuery(db: Executor) {
  return db
    .select(publicCourseColumns)
    .from(urlSlugs)
    .innerJoin(coursePublicDetails, eq(coursePublicDetails.id, urlSlugs.publicDetailId))
    .innerJoin(courses, eq(courses.id, coursePublicDetails.courseId))
    .innerJoin(accounts, eq(accounts.id, courses.accountId))
    .leftJoin(accountPublicBrandings, eq(accountPublicBrandings.accountId, courses.accountId));
}

export type PublicCourseRow = NonNullable<Awaited<ReturnType<typeof findCourseBySlug>>>;

export async function findCourseBySlug(db: Executor, slug: string) {
  const [row] = await publicCourseQuery(db).where(eq(urlSlugs.slug, slug)).limit(1);
  return row;
}

export async function findCourseWithSlugById(db: Executor, courseId: string) {
  const [row] = await publicCourseQuery(db).where(eq(courses.id, courseId)).limit(1);
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

/** The course's published lessons in their order, with their Published title and description. */
export async function publishedLessonsOfCourse(db: Executor, courseId: string) {
  return db
    .select({ id: lessons.id, kind: lessons.kind, publishedData: lessons.publishedData })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isPublished, true)))
    .orderBy(asc(lessons.rank));
}

/** The public detail's excluded lessons and slides, and its course and rating links, in order. */
export async function publicDetailItemsOf(db: Executor, publicDetailId: string) {
  return db
    .select({
      kind: publicDetailItems.kind,
      title: publicDetailItems.title,
      url: publicDetailItems.url,
      lessonId: publicDetailItems.lessonId,
      slideId: publicDetailItems.slideId,
    })
    .from(publicDetailItems)
    .where(eq(publicDetailItems.publicDetailId, publicDetailId))
    .orderBy(asc(publicDetailItems.ordinal));
}

/** Every published course with a slug, with its account's settings and when it last changed (the sitemap). */
export async function publishedCoursesWithSlugs(db: Executor) {
  return db
    .select({ slug: urlSlugs.slug, modifiedAt: courses.modifiedAt, accountSettings: accounts.settings })
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

export async function accountSettingsOf(db: Executor, accountId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.settings ?? {};
}
