// The public course site (issue 18): a course page made public through the API as an author would, its
// HTML timed request after request, and the JavaScript a stranger's Chromium downloads for it and for
// one of its lesson pages, counted gzipped as it arrives.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openChromium } from './chromium.ts';
import type { PublicSiteFigures } from '../public-site-report.ts';

/** The seeded course, published and given its public address by the demo seed. */
const SAMPLE_COURSE_TITLE = 'Welcome to Slidewise';

export interface PublicSiteLoad {
  warmupRequests: number;
  requests: number;
}

export const publicSiteLoad = (smoke: boolean): PublicSiteLoad =>
  smoke ? { warmupRequests: 5, requests: 20 } : { warmupRequests: 200, requests: 1000 };

/** The public address of the seeded course and of its first lesson, read from the course editor's answers. */
export async function publicSitePaths(baseUrl: string, cookie: string): Promise<{ coursePath: string; lessonPath: string }> {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const courses = (await get('/api/courses')) as { items: { id: string; title: string }[] };
  const course = courses.items.find((item) => item.title === SAMPLE_COURSE_TITLE);
  if (!course) throw new Error(`The seeded course "${SAMPLE_COURSE_TITLE}" is missing.`);
  const page = (await get(`/api/courses/${course.id}/public-page`)) as { status: string; url: string | null };
  if (page.status !== 'live' || !page.url) throw new Error(`The seeded course's public page is not live (${page.status}).`);
  const coursePath = new URL(page.url).pathname;
  const html = await (await fetch(`${baseUrl}${coursePath}`)).text();
  const lessonPath = /href="(\/p\/[^"?]+\/lessons\/[^"?]+)/.exec(html)?.[1];
  if (!lessonPath) throw new Error('The seeded course page links no lesson to play.');
  return { coursePath, lessonPath };
}

/**
 * One client, each request after the previous answer: the server's time to render the page, plus localhost.
 * Each course page request is followed by one of `GET /api/health` (one trivial query), so the machine's
 * load at each moment lands on both and the health figure says how busy the machine was.
 */
export async function timeCoursePage(
  baseUrl: string,
  coursePath: string,
  load: PublicSiteLoad,
): Promise<{ page: number[]; health: number[] }> {
  const page: number[] = [];
  const health: number[] = [];
  const timed = async (url: string) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let request = 0; request < load.warmupRequests + load.requests; request++) {
    const pageMs = await timed(`${baseUrl}${coursePath}`);
    const healthMs = await timed(`${baseUrl}/api/health`);
    if (request < load.warmupRequests) continue;
    page.push(pageMs);
    health.push(healthMs);
  }
  return { page, health };
}

/** Gzipped bytes of every script a fresh phone visit downloads until the network is quiet. */
async function scriptBytes(browser: Browser, url: string, ready: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready);
    return (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await context.close();
  }
}

export async function measurePublicSite(baseUrl: string, cookie: string, load: PublicSiteLoad): Promise<PublicSiteFigures> {
  const { coursePath, lessonPath } = await publicSitePaths(baseUrl, cookie);
  const timings = await timeCoursePage(baseUrl, coursePath, load);
  const browser = await openChromium();
  try {
    return {
      htmlLatenciesMs: timings.page,
      healthLatenciesMs: timings.health,
      courseJsGzipBytes: await scriptBytes(browser, `${baseUrl}${coursePath}`, 'main h1'),
      lessonJsGzipBytes: await scriptBytes(browser, `${baseUrl}${lessonPath}`, '.sw-lesson .sw-slide[data-slide-type]'),
    };
  } finally {
    await browser.close();
  }
}
