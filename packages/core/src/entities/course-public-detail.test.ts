import { describe, expect, it } from 'vitest';
import { coursePublicDetailSchema, defaultCoursePublicDetail, urlSlugSchema } from './course-public-detail.ts';

describe('course public detail (authoring §3)', () => {
  it('has the spec fields and starts empty', () => {
    expect(defaultCoursePublicDetail({ id: 'p1' })).toEqual({
      id: 'p1',
      thumbnail: '',
      urlSlug: null,
      courseLinks: [],
      excludedLessons: [],
      excludedSlides: [],
      ratingLinks: [],
    });
  });

  it('round-trips a filled detail', () => {
    const detail = defaultCoursePublicDetail({
      id: 'p1',
      urlSlug: 'safety-basics-2',
      courseLinks: [{ id: 'k1', title: 'Handbook', url: 'https://example.com/handbook' }],
      excludedLessons: [{ id: 'e1', lessonId: 'l1' }],
      excludedSlides: [{ id: 'e2', lessonId: 'l1', slideId: 's1' }],
      ratingLinks: [{ id: 'r1', title: 'Rate us', url: 'https://example.com/rate' }],
    });
    expect(coursePublicDetailSchema.parse(detail)).toEqual(detail);
  });

  it.each(['Safety', 'two--hyphens', '-leading', 'trailing-', 'with space', ''])('rejects the slug %j', (slug) => {
    expect(urlSlugSchema.safeParse(slug).success).toBe(false);
  });

  it('rejects a link that is not http(s)', () => {
    const detail = defaultCoursePublicDetail({
      id: 'p1',
      courseLinks: [{ id: 'k1', title: 'Bad', url: 'javascript:alert(1)' }],
    });
    expect(coursePublicDetailSchema.safeParse(detail).success).toBe(false);
  });
});
