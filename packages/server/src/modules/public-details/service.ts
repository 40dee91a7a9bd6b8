import {
  mayEditPublicPage,
  type CourseLink,
  type CoursePublicDetail,
  type ExcludedLesson,
  type ExcludedSlide,
  type LinkBody,
  type PublicDetailBody,
  type RatingLink,
  type UrlSlugRecord,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { conflict, forbidden, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { courseOfAccount, sharedWithOf } from '../courses/course-lookup.ts';
import { lessonIdsOfCourse } from '../lessons/repo.ts';
import { ownerOfRetiredSlug, retireSlug, unretireSlugs } from '../public-site/repo.ts';
import { requireSwitch } from '../account/switches.ts';
import { assemblePublicDetail, toExcludedLesson, toExcludedSlide, toLink } from './public-detail-assembly.ts';
import {
  deleteItem,
  findPublicDetailOfCourse,
  findSlugOfDetail,
  insertItems,
  insertPublicDetail,
  insertSlug,
  lessonHasSlide,
  listItems,
  updatePublicDetailThumbnail,
  updateSlug,
  type PublicDetailItemKind,
} from './repo.ts';

const publicDetailNotFound = () => notFound('Public details not found');
const itemNotFound = () => notFound('Not found');

/** Spec §7 public details of a course: the detail itself, its links, exclusions, ratings and url slug. */
export function createPublicDetailService({ db }: AppContext) {
  const readable = (user: SignedInUser, courseId: string) => courseOfAccount(db, user, courseId);
  // SEO administrators edit every course's public page; anyone else as they may edit the course (restricted authors: shared ones).
  async function editable(user: SignedInUser, courseId: string) {
    const course = await courseOfAccount(db, user, courseId);
    if (!mayEditPublicPage(user, { sharedWith: sharedWithOf(course.data.sharedWith) }))
      throw forbidden('This course has not been shared with you, so you cannot change it.');
    return course;
  }

  /** The course's public detail, named by id in the path: 404 unless it is this course's. */
  async function namedDetail(courseId: string, detailId: string) {
    const detail = isRowId(detailId) ? await findPublicDetailOfCourse(db, courseId) : undefined;
    if (!detail || detail.id !== detailId) throw publicDetailNotFound();
    return detail;
  }

  /** The course's public detail, made on first need by the calls that do not name it. */
  async function detailOf(user: SignedInUser, courseId: string) {
    return (
      (await findPublicDetailOfCourse(db, courseId)) ??
      (await insertPublicDetail(db, { accountId: user.accountId, courseId })) ??
      (await findPublicDetailOfCourse(db, courseId))!
    );
  }

  async function itemsOf(courseId: string, kind: PublicDetailItemKind) {
    const detail = await findPublicDetailOfCourse(db, courseId);
    return detail ? listItems(db, detail.id, kind) : [];
  }

  async function removeItem(user: SignedInUser, courseId: string, kind: PublicDetailItemKind, itemId: string) {
    const course = await editable(user, courseId);
    const detail = await findPublicDetailOfCourse(db, course.id);
    if (!detail || !isRowId(itemId) || !(await deleteItem(db, detail.id, kind, itemId))) throw itemNotFound();
  }

  async function addLinks(user: SignedInUser, detailId: string, kind: 'course-link' | 'rating-link', links: LinkBody[]) {
    const rows = await insertItems(
      db,
      links.map((link) => ({ accountId: user.accountId, publicDetailId: detailId, kind, title: link.title, url: link.url })),
    );
    return rows.map(toLink);
  }

  return {
    async list(user: SignedInUser, courseId: string): Promise<CoursePublicDetail[]> {
      const course = await readable(user, courseId);
      const detail = await findPublicDetailOfCourse(db, course.id);
      if (!detail) return [];
      const [items, slug] = await Promise.all([listItems(db, detail.id), findSlugOfDetail(db, detail.id)]);
      return [assemblePublicDetail(detail, items, slug?.urlSlug ?? null)];
    },

    async create(user: SignedInUser, courseId: string, body: PublicDetailBody): Promise<CoursePublicDetail> {
      const course = await editable(user, courseId);
      const detail = await insertPublicDetail(db, { accountId: user.accountId, courseId: course.id, thumbnail: body.thumbnail ?? '' });
      if (!detail) throw conflict('public_detail_exists', 'This course already has public details; change them instead.');
      return assemblePublicDetail(detail, [], null);
    },

    async update(user: SignedInUser, courseId: string, detailId: string, body: PublicDetailBody): Promise<CoursePublicDetail> {
      const course = await editable(user, courseId);
      const current = await namedDetail(course.id, detailId);
      const detail =
        body.thumbnail === undefined
          ? current
          : ((await updatePublicDetailThumbnail(db, course.id, current.id, body.thumbnail)) ?? current);
      const [items, slug] = await Promise.all([listItems(db, detail.id), findSlugOfDetail(db, detail.id)]);
      return assemblePublicDetail(detail, items, slug?.urlSlug ?? null);
    },

    async courseLinks(user: SignedInUser, courseId: string, detailId: string): Promise<CourseLink[]> {
      const course = await readable(user, courseId);
      const detail = await namedDetail(course.id, detailId);
      return (await listItems(db, detail.id, 'course-link')).map(toLink);
    },

    async addCourseLinks(user: SignedInUser, courseId: string, detailId: string, links: LinkBody[]): Promise<CourseLink[]> {
      const course = await editable(user, courseId);
      const detail = await namedDetail(course.id, detailId);
      return addLinks(user, detail.id, 'course-link', links);
    },

    async removeCourseLink(user: SignedInUser, courseId: string, detailId: string, linkId: string): Promise<void> {
      const course = await editable(user, courseId);
      const detail = await namedDetail(course.id, detailId);
      if (!isRowId(linkId) || !(await deleteItem(db, detail.id, 'course-link', linkId))) throw itemNotFound();
    },

    async excludedLessons(user: SignedInUser, courseId: string): Promise<ExcludedLesson[]> {
      const course = await readable(user, courseId);
      return (await itemsOf(course.id, 'excluded-lesson')).map(toExcludedLesson);
    },

    async excludeLesson(user: SignedInUser, courseId: string, lessonId: string): Promise<ExcludedLesson> {
      const course = await editable(user, courseId);
      await assertLessonOfCourse(db, course.id, lessonId);
      const detail = await detailOf(user, course.id);
      const [row] = await insertUnique(
        () => insertItems(db, [{ accountId: user.accountId, publicDetailId: detail.id, kind: 'excluded-lesson', lessonId }]),
        'This lesson is already excluded.',
      );
      return toExcludedLesson(row!);
    },

    removeExcludedLesson: (user: SignedInUser, courseId: string, itemId: string) => removeItem(user, courseId, 'excluded-lesson', itemId),

    async excludedSlides(user: SignedInUser, courseId: string): Promise<ExcludedSlide[]> {
      const course = await readable(user, courseId);
      return (await itemsOf(course.id, 'excluded-slide')).map(toExcludedSlide);
    },

    async excludeSlide(user: SignedInUser, courseId: string, lessonId: string, slideId: string): Promise<ExcludedSlide> {
      const course = await editable(user, courseId);
      await assertLessonOfCourse(db, course.id, lessonId);
      if (!(await lessonHasSlide(db, course.id, lessonId, slideId))) throw notFound('Slide not found in this lesson');
      const detail = await detailOf(user, course.id);
      const [row] = await insertUnique(
        () => insertItems(db, [{ accountId: user.accountId, publicDetailId: detail.id, kind: 'excluded-slide', lessonId, slideId }]),
        'This slide is already excluded.',
      );
      return toExcludedSlide(row!);
    },

    removeExcludedSlide: (user: SignedInUser, courseId: string, itemId: string) => removeItem(user, courseId, 'excluded-slide', itemId),

    async ratingLinks(user: SignedInUser, courseId: string): Promise<RatingLink[]> {
      const course = await readable(user, courseId);
      return (await itemsOf(course.id, 'rating-link')).map(toLink);
    },

    async addRatingLink(user: SignedInUser, courseId: string, link: LinkBody): Promise<RatingLink> {
      const course = await editable(user, courseId);
      const detail = await detailOf(user, course.id);
      const [added] = await addLinks(user, detail.id, 'rating-link', [link]);
      return added!;
    },

    removeRatingLink: (user: SignedInUser, courseId: string, itemId: string) => removeItem(user, courseId, 'rating-link', itemId),

    async urlSlugs(user: SignedInUser, courseId: string): Promise<UrlSlugRecord[]> {
      const course = await readable(user, courseId);
      const detail = await findPublicDetailOfCourse(db, course.id);
      const slug = detail ? await findSlugOfDetail(db, detail.id) : undefined;
      return slug ? [slug] : [];
    },

    async createUrlSlug(user: SignedInUser, courseId: string, urlSlug: string): Promise<UrlSlugRecord> {
      const course = await editable(user, courseId);
      // The url slug is the course's public preview link: none is made while the account switched them off.
      await requireSwitch(db, user.accountId, 'coursePublicPreviewLinksEnabled');
      const detail = await detailOf(user, course.id);
      if (await findSlugOfDetail(db, detail.id))
        throw conflict('url_slug_exists', 'This course already has a url slug; change it instead.');
      await assertSlugNotRetiredByAnother(db, detail.id, urlSlug);
      const created = await insertUnique(
        () => insertSlug(db, { accountId: user.accountId, publicDetailId: detail.id, slug: urlSlug }),
        slugTakenMessage(urlSlug),
        'url_slug_taken',
      );
      await unretireSlugs(db, detail.id, [urlSlug]);
      return created;
    },

    async changeUrlSlug(user: SignedInUser, courseId: string, slugId: string, urlSlug: string): Promise<UrlSlugRecord> {
      const course = await editable(user, courseId);
      await requireSwitch(db, user.accountId, 'coursePublicPreviewLinksEnabled');
      const detail = await findPublicDetailOfCourse(db, course.id);
      const previous = detail ? await findSlugOfDetail(db, detail.id) : undefined;
      if (!detail || !previous || !isRowId(slugId) || previous.id !== slugId) throw itemNotFound();
      await assertSlugNotRetiredByAnother(db, detail.id, urlSlug);
      // Issue 18: the address the course leaves keeps leading to it; one it takes back is its live address again.
      return db.transaction(async (tx) => {
        const updated = await insertUnique(() => updateSlug(tx, detail.id, slugId, urlSlug), slugTakenMessage(urlSlug), 'url_slug_taken');
        if (!updated) throw itemNotFound();
        if (previous.urlSlug !== urlSlug) {
          await retireSlug(tx, { accountId: detail.accountId, publicDetailId: detail.id, slug: previous.urlSlug });
          await unretireSlugs(tx, detail.id, [urlSlug]);
        }
        return updated;
      });
    },
  };
}

const slugTakenMessage = (slug: string) => `The address "${slug}" is already taken; choose another one.`;

/** Runs a write whose unique index may refuse it, turning that refusal into a 409. */
async function insertUnique<T>(write: () => Promise<T>, message: string, code = 'already_exists'): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(code, message);
    throw error;
  }
}

/** A slug another course had keeps leading to that course's page, so no other course may take it (409). */
async function assertSlugNotRetiredByAnother(db: Database, publicDetailId: string, slug: string): Promise<void> {
  const owner = await ownerOfRetiredSlug(db, slug);
  if (owner && owner !== publicDetailId) throw conflict('url_slug_taken', slugTakenMessage(slug));
}

async function assertLessonOfCourse(db: Database, courseId: string, lessonId: string): Promise<void> {
  if (!isRowId(lessonId) || !(await lessonIdsOfCourse(db, courseId, [lessonId])).has(lessonId))
    throw notFound('Lesson not found in this course');
}
