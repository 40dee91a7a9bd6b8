import type { Slide } from '@slidewise/core';
import { html, jsonForScriptElement, trustedMarkup } from './html-text.ts';
import { pageTexts } from './page-text.ts';
import { renderPage, type PublicSiteSettings } from './page-shell.ts';
import { variantQuery, type PageVariant } from './page-variant.ts';
import { coursePagePath, courseMetadata, lessonPagePath, shortDescription } from './course-page.ts';
import type { PublicCourse, PublicLesson } from './public-course.ts';

/** What the public player script reads from the page: the slides to play and how the course shows them. */
export interface PublicLessonData {
  lessonId: string;
  courseId: string;
  title: string;
  language: string;
  config: { pagination: boolean; indicator: boolean; pageNumbers: boolean; sound: boolean; direction: 'ltr' | 'rtl' };
  slides: Slide[];
  /** Where the end screen's buttons go. */
  coursePath: string | null;
  signUpPath: string;
}

/**
 * `/p/{slug}/lessons/{lessonId}`: the lesson in the player, played without an account and recording
 * nothing (the player's results stay in the page). Lesson-only mode leaves the course out.
 */
export function renderLessonPage(
  site: PublicSiteSettings,
  course: PublicCourse,
  lesson: PublicLesson,
  deck: { slides: Slide[]; language: string },
  variant: PageVariant,
): string {
  const text = pageTexts[variant.language];
  const courseData = courseMetadata(site, course);
  const canonicalUrl = `${site.publicUrl}${lessonPagePath(course.slug, lesson.id)}`;
  const description = shortDescription(lesson.description) || courseData.description;
  const data: PublicLessonData = {
    lessonId: lesson.id,
    courseId: course.id,
    title: lesson.title,
    language: deck.language,
    config: {
      pagination: course.course.config.pagination,
      indicator: course.course.config.indicator,
      pageNumbers: course.course.config.pageNumbers,
      sound: course.course.config.sound,
      direction: course.course.config.direction === 'rtl' ? 'rtl' : 'ltr',
    },
    slides: deck.slides,
    coursePath: variant.lessonOnly ? null : `${coursePagePath(course.slug)}${variantQuery(variant)}`,
    signUpPath: '/sign-up',
  };
  const top = variant.lessonOnly
    ? html`<h1 class="visually-hidden">${lesson.title}</h1>`
    : html`<div class="lesson-top"><a href="${coursePagePath(course.slug)}${variantQuery(variant)}">${text.backToCourse}</a><h1>${lesson.title}</h1></div>`;
  const body = html`${top}<p class="muted">${text.previewNote}</p>
<div id="public-player" class="public-player" data-failed="${text.playerFailed}"><p class="public-player__status" role="status">${text.playerLoading}</p></div>
<noscript><p class="public-player__status">${text.playerNeedsScript}</p></noscript>
<script type="application/json" id="public-lesson-data">${trustedMarkup(jsonForScriptElement(data))}</script>`;

  return renderPage({
    site,
    variant,
    metadata: {
      title: `${lesson.title} · ${course.course.title}`,
      description,
      image: courseData.image,
      canonicalUrl,
      structuredData: {
        ...courseData.structuredData,
        hasPart: { '@type': 'LearningResource', name: lesson.title, url: canonicalUrl },
      },
    },
    branding: course.branding,
    accountName: course.accountName,
    preview: { courseId: course.id, isEdapp: course.branding !== null, lessonOnly: variant.lessonOnly },
    body,
    withPlayer: true,
  });
}
