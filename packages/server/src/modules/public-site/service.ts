import { urlSlugSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { isRowId } from '../../ids.ts';
import { readPublishedDeck } from '../learner/published-decks.ts';
import { renderCoursePage } from './course-page.ts';
import { createPageCache } from './page-cache.ts';
import { renderRobots, renderSitemap } from './crawler-files.ts';
import { renderLessonPage } from './lesson-page.ts';
import type { PublicSiteSettings } from './page-shell.ts';
import { withAccountTheme, type PageVariant } from './page-variant.ts';
import { switchesFrom } from '../account/switches.ts';
import { publicCourseBySlug, type PublicCourse } from './public-course.ts';
import { courseMediaIds, mediaIdsIn, withPublicCourseMedia, withPublicSlideMedia } from './public-media.ts';
import { findReadyMedia, type ReadyMediaRow } from '../media/repo.ts';
import { currentSlugOfRetired, publishedCoursesWithSlugs } from './repo.ts';

/** What a public address answers: a page, a permanent move to the course's current slug, or nothing. */
export type PublicPageAnswer = { kind: 'page'; html: string } | { kind: 'moved'; slug: string } | { kind: 'not-found' };

const notFound: PublicPageAnswer = { kind: 'not-found' };

/** Only a well-formed slug is looked up: anything else (a NUL byte, 10 KB of text) has no page and never reaches the database. */
const isUrlSlug = (slug: string) => urlSlugSchema.safeParse(slug).success;

export function createPublicSiteService({ db }: AppContext, site: PublicSiteSettings) {
  const coursePages = createPageCache(db);

  /** A slug the course no longer uses moves to its current one, whatever the course's state (the new address answers for it). */
  async function movedOrNotFound(slug: string): Promise<PublicPageAnswer> {
    const current = await currentSlugOfRetired(db, slug);
    return current ? { kind: 'moved', slug: current } : notFound;
  }

  /**
   * A public lesson's deck as its page shows it: excluded lessons, unpublished ones, kinds the player does
   * not play and lessons with no slide to show have none (their address is the site's 404, not an empty player).
   */
  async function publicDeck(course: PublicCourse, lessonId: string) {
    const lesson = isRowId(lessonId)
      ? course.lessons.find((candidate) => candidate.id === lessonId && candidate.offer === 'preview')
      : undefined;
    if (!lesson) return undefined;
    const deck = await readPublishedDeck(db, lesson.id);
    const excluded = course.excludedSlides.get(lesson.id);
    const slides = excluded ? deck.slides.filter((slide) => !excluded.has(slide.id)) : deck.slides;
    // The listing counts stored slide ids; a stored slide the schema no longer reads is not shown either.
    return slides.length > 0 ? { lesson, language: deck.language, slides } : undefined;
  }

  async function listedCourses() {
    // Published courses with a slug, of accounts that allow public pages.
    return (await publishedCoursesWithSlugs(db)).filter((row) => switchesFrom(row.switchFacts).coursePublicPreviewLinksEnabled);
  }

  return {
    async coursePage(slug: string, variant: PageVariant): Promise<PublicPageAnswer> {
      if (!isUrlSlug(slug)) return notFound;
      const html = await coursePages.page(slug, variant, async () => {
        const course = await publicCourseBySlug(db, slug);
        if (!course) return undefined;
        const { accountId, siteVersion } = course;
        return {
          accountId,
          siteVersion,
          html: renderCoursePage(site, withPublicCourseMedia(course), withAccountTheme(variant, course.theme)),
        };
      });
      return html === undefined ? movedOrNotFound(slug) : { kind: 'page', html };
    },

    async lessonPage(slug: string, lessonId: string, variant: PageVariant): Promise<PublicPageAnswer> {
      if (!isUrlSlug(slug)) return notFound;
      const course = await publicCourseBySlug(db, slug);
      if (!course) return movedOrNotFound(slug);
      const shown = await publicDeck(course, lessonId);
      if (!shown) return notFound;
      const slides = withPublicSlideMedia(shown.slides, course.slug, shown.lesson.id);
      return {
        kind: 'page',
        html: renderLessonPage(
          site,
          withPublicCourseMedia(course),
          shown.lesson,
          { slides, language: shown.language },
          withAccountTheme(variant, course.theme),
        ),
      };
    },

    /**
     * An uploaded file a public page shows, for anyone: the course page's image or logo (no lesson), or a
     * file of a public lesson's shown slides. Undefined for anything else, including every other file of
     * the account and any file once the course stops being public.
     */
    async publicFile(slug: string, lessonId: string | undefined, mediaId: string): Promise<ReadyMediaRow | undefined> {
      if (!isRowId(mediaId) || !isUrlSlug(slug)) return undefined;
      const course = await publicCourseBySlug(db, slug);
      if (!course) return undefined;
      let shownIds: Set<string>;
      if (lessonId === undefined) shownIds = courseMediaIds(course);
      else {
        const shown = await publicDeck(course, lessonId);
        shownIds = shown ? mediaIdsIn(JSON.stringify(shown.slides)) : new Set();
      }
      if (!shownIds.has(mediaId.toLowerCase())) return undefined;
      return findReadyMedia(db, course.accountId, mediaId);
    },

    async sitemap(): Promise<string> {
      return renderSitemap(site.publicUrl, await listedCourses());
    },

    async robots(): Promise<string> {
      return renderRobots(site.publicUrl, await listedCourses());
    },
  };
}
