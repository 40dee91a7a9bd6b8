// A published course with a public page, built through the authoring API as an author would, for the
// public site's and the analytics pipeline's suites.
import type { Course, Lesson } from '@slidewise/core';
import type { CourseAdminFixture } from '../../test-support/course-admin.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';

export interface PublicCourseSetup {
  course: Course;
  slug: string;
  /** Published, on the page, one slide (`quiz`) excluded. */
  shown: Lesson;
  /** Published, excluded from the page. */
  excluded: Lesson;
  /** Never published. */
  draft: Lesson;
}

async function ok(response: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

export interface PublicCourseOptions {
  slug: string;
  title?: string;
  publish?: boolean;
  /** Course fields saved before publishing: by default a description with markup and a branding image. */
  changes?: Record<string, unknown>;
}

export async function createPublicCourse(
  fixture: CourseAdminFixture,
  { slug, title = 'Public course', publish = true, changes }: PublicCourseOptions,
): Promise<PublicCourseSetup> {
  const course = await createLearnerCourse(fixture, {
    title,
    publish: false,
    changes: () => changes ?? { description: '<p>Learn <strong>safety</strong> basics.</p>', brandingImage: '/examples/images/course.png' },
  });
  const shown = await addPublishedLesson(fixture, course.id, { title: 'First steps' });
  const excluded = await addPublishedLesson(fixture, course.id, { title: 'Hidden lesson' });
  const draft = await fixture.createLesson(course.id, 'Lesson', 'Not ready');
  const base = `/api/courses/${course.id}/public-details`;
  await ok(await fixture.call('POST', `${base}/url-slugs`, { urlSlug: slug }), 'slug');
  await ok(await fixture.call('POST', `${base}/excluded-lessons`, { lessonId: excluded.id }), 'exclude lesson');
  await ok(await fixture.call('POST', `${base}/excluded-slides`, { lessonId: shown.id, slideId: 'quiz' }), 'exclude slide');
  const [details] = (await fixture.call('GET', base)).json() as { id: string }[];
  await ok(
    await fixture.call('POST', `${base}/${details!.id}/course-links`, { title: 'Handbook', url: 'https://example.com/handbook' }),
    'link',
  );
  await ok(await fixture.call('POST', `${base}/user-course-ratings`, { title: 'Reviews', url: 'https://example.com/reviews' }), 'rating');
  if (publish) await ok(await fixture.call('POST', `/api/courses/${course.id}/publish`, {}), 'publish');
  return { course: await fixture.getCourse(course.id), slug, shown, excluded, draft };
}
