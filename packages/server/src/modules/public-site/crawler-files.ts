import { escapeHtml } from './html-text.ts';
import { coursePagePath } from './course-page.ts';

export interface ListedCourse {
  slug: string;
  modifiedAt: Date;
}

/** `sitemap.xml`: every public course page (sitemaps.org 0.9). */
export function renderSitemap(publicUrl: string, courses: readonly ListedCourse[]): string {
  const urls = courses.map(
    (course) =>
      `  <url><loc>${escapeHtml(`${publicUrl}${coursePagePath(course.slug)}`)}</loc><lastmod>${course.modifiedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/**
 * `robots.txt`: crawlers may read the public course pages (each listed) and the files they load, and
 * nothing else — the app behind sign-in, the API, pages of courses that are no longer public.
 */
export function renderRobots(publicUrl: string, courses: readonly ListedCourse[]): string {
  return [
    'User-agent: *',
    // `$` ends the course page's own address, so one slug never opens another that starts with it.
    ...courses.flatMap((course) => [`Allow: ${coursePagePath(course.slug)}$`, `Allow: ${coursePagePath(course.slug)}/`]),
    'Allow: /assets/',
    'Allow: /sitemap.xml',
    'Disallow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
