import { plainText } from '@slidewise/core';
import { html, type Markup } from './html-text.ts';
import { lessonKindLabel, pageTexts } from './page-text.ts';
import { absoluteUrl, renderPage, type PageMetadata, type PublicSiteSettings } from './page-shell.ts';
import { variantQuery, type PageVariant } from './page-variant.ts';
import type { PublicCourse, PublicLesson } from './public-course.ts';

// Open Graph readers cut descriptions around here; a longer one only costs bytes.
const DESCRIPTION_LENGTH = 300;

export const coursePagePath = (slug: string) => `/p/${encodeURIComponent(slug)}`;
export const lessonPagePath = (slug: string, lessonId: string) => `${coursePagePath(slug)}/lessons/${encodeURIComponent(lessonId)}`;

/** The course's description as plain text of a sensible length (authored descriptions may hold markup). */
export function shortDescription(description: string): string {
  const text = plainText(description).replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
}

export function courseMetadata(site: PublicSiteSettings, course: PublicCourse): PageMetadata {
  const canonicalUrl = `${site.publicUrl}${coursePagePath(course.slug)}`;
  const image = course.image ? absoluteUrl(site.publicUrl, course.image) : '';
  const description = shortDescription(course.course.description);
  return {
    title: course.course.title,
    description,
    image,
    canonicalUrl,
    // schema.org Course, so search engines can show the course as one.
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.course.title,
      description,
      url: canonicalUrl,
      ...(image ? { image } : {}),
      provider: { '@type': 'Organization', name: course.accountName },
      ...aggregateRating(course.ratings),
    },
  };
}

/** schema.org aggregateRating of the learners' ratings; nothing when there are none (an empty one is invalid). */
function aggregateRating({ count, average }: PublicCourse['ratings']) {
  if (count === 0 || average === null) return {};
  return { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, ratingCount: count, bestRating: 5, worstRating: 1 } };
}

/** The learners' average (one decimal, in the page's language) and count; nothing when there are none. */
function ratingSummary(
  text: (typeof pageTexts)[keyof typeof pageTexts],
  language: string,
  { count, average }: PublicCourse['ratings'],
): Markup | string {
  if (count === 0 || average === null) return '';
  const shown = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return html`<p class="rating-summary"><span aria-hidden="true">★</span> ${text.ratingSummary(shown, count)}</p>`;
}

/** `/p/{slug}`: the course with its lessons, links, ratings and the call to sign up. */
export function renderCoursePage(site: PublicSiteSettings, course: PublicCourse, variant: PageVariant): string {
  const text = pageTexts[variant.language];
  const metadata = courseMetadata(site, course);
  const query = variantQuery(variant);
  // Inside a frame, leaving for the app opens a tab of its own rather than the app inside someone's page.
  const away = variant.embed ? html` target="_blank" rel="noopener"` : html``;
  const lessonOffer = (lesson: PublicLesson): Markup => {
    if (lesson.offer === 'preview')
      return html`<a class="button" href="${lessonPagePath(course.slug, lesson.id)}${query}" aria-label="${text.play}: ${lesson.title}">${text.play}</a>`;
    if (lesson.offer === 'nothing-to-show') return html`<span class="muted">${text.nothingToShow}</span>`;
    return html`<a class="button button--secondary" href="/sign-in"${away}>${text.signInToTake}</a>`;
  };
  const lessonItems = course.lessons.map(
    (lesson) =>
      html`<li class="lesson"><div><strong>${lesson.title}</strong> <span class="muted">· ${lessonKindLabel(text, lesson.kind)}</span>${
        lesson.description ? html`<p class="muted">${shortDescription(lesson.description)}</p>` : ''
      }</div>${lessonOffer(lesson)}</li>`,
  );
  const linkList = (links: PublicCourse['courseLinks']): Markup =>
    html`<ul>${links.map((link) => html`<li><a href="${link.url}" rel="noopener nofollow" target="_blank">${link.title}</a></li>`)}</ul>`;

  const body = html`<section class="course-hero${course.image ? ' course-hero--with-image' : ''}">${
    course.image ? html`<img src="${absoluteUrl(site.publicUrl, course.image)}" alt="" width="640" height="360">` : ''
  }<div><h1>${course.course.title}</h1>${ratingSummary(text, variant.language, course.ratings)}<p class="muted">${metadata.description}</p></div></section>
<section aria-labelledby="lessons-title"><h2 id="lessons-title">${text.lessons}</h2>${
    lessonItems.length > 0 ? html`<ol class="lessons">${lessonItems}</ol>` : html`<p class="muted">${text.noLessons}</p>`
  }</section>
${course.courseLinks.length > 0 ? html`<section aria-labelledby="links-title"><h2 id="links-title">${text.links}</h2>${linkList(course.courseLinks)}</section>` : ''}
${course.ratingLinks.length > 0 ? html`<section aria-labelledby="ratings-title"><h2 id="ratings-title">${text.rateCourse}</h2>${linkList(course.ratingLinks)}</section>` : ''}
<section class="cta" aria-labelledby="cta-title"><h2 id="cta-title">${text.callToActionTitle}</h2><p>${text.callToActionText}</p><div class="cta__actions"><a class="button" href="/sign-up"${away}>${text.signUp}</a><a class="button button--secondary" href="/sign-in"${away}>${text.signIn}</a></div></section>`;

  return renderPage({
    site,
    variant,
    metadata,
    branding: course.branding,
    accountName: course.accountName,
    preview: { courseId: course.id, isEdapp: course.branding !== null, lessonOnly: false },
    body,
  });
}
