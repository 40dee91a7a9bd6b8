import { mediaFileUrl } from '@slidewise/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { completedItem, createMediaTestApp, type MediaTestApp } from '../media/testing/media-fixture.ts';
import * as samples from '../media/testing/sample-files.ts';

// Uploaded files on the public course site (issue 18): a stranger loads the course's image and the slide
// images of its public lessons at the pages' own addresses, and nothing else of the account.

let media: MediaTestApp;
const ids = { courseImage: '', slideImage: '', excludedSlideImage: '', unused: '', draftCourseImage: '' };
let lessonId = '';
const SLUG = 'public-media-course';

async function uploadedImage(width: number, height: number): Promise<string> {
  const item = completedItem(await media.upload({ contentType: 'image', fileName: 'picture.png', data: await samples.png(width, height) }));
  return item.id as string;
}

async function ok(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

beforeAll(async () => {
  media = await createMediaTestApp('disk');
  const { fixture } = media;
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = await uploadedImage(2400, 1200);
  const course = await createLearnerCourse(fixture, {
    title: 'Public media',
    publish: false,
    changes: () => ({ brandingImage: mediaFileUrl(ids.courseImage) }),
  });
  const lesson = await addPublishedLesson(fixture, course.id, {
    title: 'Pictures',
    slides: [
      exampleSlide('image', 'shown', { data: { ...exampleSlide('image', 'x').data, url: mediaFileUrl(ids.slideImage, 'slide') } }),
      exampleSlide('image', 'hidden', { data: { ...exampleSlide('image', 'y').data, url: mediaFileUrl(ids.excludedSlideImage) } }),
    ],
  });
  lessonId = lesson.id;
  const base = `/api/courses/${course.id}/public-details`;
  await ok(await fixture.call('POST', `${base}/url-slugs`, { urlSlug: SLUG }), 'slug');
  await ok(await fixture.call('POST', `${base}/excluded-slides`, { lessonId, slideId: 'hidden' }), 'exclude slide');
  await ok(await fixture.call('POST', `/api/courses/${course.id}/publish`, {}), 'publish');
  // A course that is never published uses a file too: it stays private.
  await createLearnerCourse(fixture, {
    title: 'Draft',
    publish: false,
    changes: () => ({ brandingImage: mediaFileUrl(ids.draftCourseImage) }),
  });
}, 60_000);
afterAll(async () => {
  await media?.close();
});

const anonymous = (url: string, headers: Record<string, string> = {}) => media.test.app.inject({ method: 'GET', url, headers });
const meta = (page: string, key: string) => new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(page)?.[1];
const courseFile = (mediaId: string, query = '') => `/p/${SLUG}/media/${mediaId}/file${query}`;
const lessonFile = (mediaId: string, query = '') => `/p/${SLUG}/lessons/${lessonId}/media/${mediaId}/file${query}`;

describe('the public pages’ uploaded files', () => {
  it('share the course image as its slide-sized variant at an absolute address, which anyone loads in a format every browser reads', async () => {
    const page = (await anonymous(`/p/${SLUG}`)).body;
    const ogImage = meta(page, 'og:image');
    expect(ogImage).toBe(`http://localhost:3000${courseFile(ids.courseImage, '?variant=slide')}`);
    expect(page).toContain(`<img src="${ogImage}"`);
    expect(page).not.toContain('/api/media/');

    // A crawler accepting no AVIF or WebP gets the original's format (PNG here), no larger than the slide size.
    const image = await anonymous(courseFile(ids.courseImage, '?variant=slide'), { accept: 'image/*' });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    expect(image.headers.vary).toBe('Accept');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect(Math.max(width!, height!)).toBe(1080);
    const again = await anonymous(courseFile(ids.courseImage, '?variant=slide'), {
      accept: 'image/*',
      'if-none-match': image.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('give a public lesson’s slides their files at the lesson page’s addresses, variants kept', async () => {
    const page = (await anonymous(`/p/${SLUG}/lessons/${lessonId}`)).body;
    const data = JSON.parse(/<script type="application\/json" id="public-lesson-data">(.*?)<\/script>/s.exec(page)![1]!);
    expect(data.slides.map((slide: { data: { url: string } }) => slide.data.url)).toEqual([lessonFile(ids.slideImage, '?variant=slide')]);
    const image = await anonymous(lessonFile(ids.slideImage, '?variant=slide'), { accept: 'image/webp,image/*' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await anonymous(lessonFile(ids.slideImage))).headers['content-type']).toBe('image/png');
  });

  it('serve nothing else: an excluded slide’s file, a file the page does not show, a draft course’s, or under the wrong page', async () => {
    for (const url of [
      lessonFile(ids.excludedSlideImage),
      lessonFile(ids.unused),
      courseFile(ids.unused),
      courseFile(ids.draftCourseImage),
      // A slide's file is the lesson page's, not the course page's, and the course image is not a lesson's.
      courseFile(ids.slideImage),
      lessonFile(ids.courseImage),
      `/p/no-such-course/media/${ids.courseImage}/file`,
      `/p/${SLUG}/media/not-an-id/file`,
    ]) {
      expect((await anonymous(url)).statusCode, url).toBe(404);
    }
    // The app's own address still needs a session.
    expect((await anonymous(mediaFileUrl(ids.courseImage))).statusCode).toBe(401);
  });
});
