import type { AppContext } from '../../context.ts';
import { isRowId } from '../../ids.ts';
import { readPublishedDeck } from '../learner/published-decks.ts';
import { renderCoursePage } from './course-page.ts';
import { renderRobots, renderSitemap } from './crawler-files.ts';
import { renderLessonPage } from './lesson-page.ts';
import type { PublicSiteSettings } from './page-shell.ts';
import { withAccountTheme, type PageVariant } from './page-variant.ts';
import { switchesFrom } from '../account/switches.ts';
import { publicCourseBySlug } from './public-course.ts';
import { currentSlugOfRetired, publishedCoursesWithSlugs } from './repo.ts';

/** What a public address answers: a page, a permanent move to the course's current slug, or nothing. */
export type PublicPageAnswer = { kind: 'page'; html: string } | { kind: 'moved'; slug: string } | { kind: 'not-found' };

const notFound: PublicPageAnswer = { kind: 'not-found' };

export function createPublicSiteService({ db }: AppContext, site: PublicSiteSettings) {
  /** A slug the course no longer uses moves to its current one, whatever the course's state (the new address answers for it). */
  async function movedOrNotFound(slug: string): Promise<PublicPageAnswer> {
    const current = await currentSlugOfRetired(db, slug);
    return current ? { kind: 'moved', slug: current } : notFound;
  }

  async function listedCourses() {
    // Published courses with a slug, of accounts that allow public pages.
    return (await publishedCoursesWithSlugs(db)).filter((row) => switchesFrom(row.switchFacts).coursePublicPreviewLinksEnabled);
  }

  return {
    async coursePage(slug: string, variant: PageVariant): Promise<PublicPageAnswer> {
      const course = await publicCourseBySlug(db, slug);
      if (!course) return movedOrNotFound(slug);
      return { kind: 'page', html: renderCoursePage(site, course, withAccountTheme(variant, course.theme)) };
    },

    async lessonPage(slug: string, lessonId: string, variant: PageVariant): Promise<PublicPageAnswer> {
      const course = await publicCourseBySlug(db, slug);
      if (!course) return movedOrNotFound(slug);
      // Excluded lessons, unpublished ones and the kinds the player does not play answer 404.
      const lesson = isRowId(lessonId) ? course.lessons.find((candidate) => candidate.id === lessonId && candidate.playable) : undefined;
      if (!lesson) return notFound;
      const deck = await readPublishedDeck(db, lesson.id);
      const excluded = course.excludedSlides.get(lesson.id);
      const slides = excluded ? deck.slides.filter((slide) => !excluded.has(slide.id)) : deck.slides;
      return {
        kind: 'page',
        html: renderLessonPage(site, course, lesson, { slides, language: deck.language }, withAccountTheme(variant, course.theme)),
      };
    },

    async sitemap(): Promise<string> {
      return renderSitemap(site.publicUrl, await listedCourses());
    },

    async robots(): Promise<string> {
      return renderRobots(site.publicUrl, await listedCourses());
    },
  };
}
