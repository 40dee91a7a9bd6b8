import { describe, expect, it } from 'vitest';
import { defaultCourse } from '../entities/course.ts';
import { courseScheduleBodySchema, courseStatusChangeBodySchema, courseTagsBodySchema, courseUpdateBodySchema } from './courses.ts';
import { lessonCopyBodySchema, lessonUpdateBodySchema, lessonVersionQuerySchema } from './lessons.ts';
import { reviewCommentUpdateBodySchema } from './review-comments.ts';
import { urlSlugBodySchema } from './public-details.ts';

describe('course calls', () => {
  it('a course save takes the version it started from (or, left out, If-Match names it), and ignores fields that have their own calls', () => {
    expect(courseUpdateBodySchema.parse({ title: 'x' })).toEqual({ title: 'x' });
    expect(courseUpdateBodySchema.safeParse({ version: 0, title: 'x' }).success).toBe(false);
    const parsed = courseUpdateBodySchema.parse({ ...defaultCourse({ title: 'Whole course' }), version: 3 });
    expect(parsed).toMatchObject({ version: 3, title: 'Whole course' });
    expect(parsed).not.toHaveProperty('courseStatus');
    expect(parsed).not.toHaveProperty('tags');
  });

  it('bounds the description', () => {
    expect(courseUpdateBodySchema.safeParse({ version: 1, description: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('scheduling for later needs publishOn, and unpublishOn after it', () => {
    expect(courseScheduleBodySchema.safeParse({ scheduleStatus: 'Now' }).success).toBe(true);
    expect(courseScheduleBodySchema.safeParse({ scheduleStatus: 'Later' }).error?.issues[0]?.path).toEqual(['publishOn']);
    const later = { scheduleStatus: 'Later', publishOn: '2030-01-02T00:00:00.000Z' };
    expect(courseScheduleBodySchema.safeParse({ ...later, unpublishOn: '2030-01-01T00:00:00.000Z' }).error?.issues[0]?.path).toEqual([
      'unpublishOn',
    ]);
    expect(courseScheduleBodySchema.safeParse({ ...later, scheduleStatus: 'Soon' }).success).toBe(false);
  });

  it('status calls take no body or an optional version', () => {
    expect(courseStatusChangeBodySchema.parse(undefined)).toBeUndefined();
    expect(courseStatusChangeBodySchema.parse(null)).toBeNull();
    expect(courseStatusChangeBodySchema.parse({ version: 2 })).toEqual({ version: 2 });
    expect(courseStatusChangeBodySchema.safeParse({ version: 0 }).success).toBe(false);
  });

  it('new tag names are trimmed one-line names', () => {
    expect(courseTagsBodySchema.parse({ tagIds: [], newTagNames: [' Safety '] }).newTagNames).toEqual(['Safety']);
    expect(courseTagsBodySchema.safeParse({ tagIds: [], newTagNames: ['a\nb'] }).success).toBe(false);
  });
});

describe('lesson calls', () => {
  it('reads the Latest version unless asked otherwise', () => {
    expect(lessonVersionQuerySchema.parse({})).toEqual({ versionType: 'Latest' });
    expect(lessonVersionQuerySchema.safeParse({ versionType: 'Draft' }).success).toBe(false);
  });

  it('saves only the Latest version, from the version in the body or (left out) in If-Match', () => {
    expect(lessonUpdateBodySchema.safeParse({ version: 1, versionType: 'Published' }).success).toBe(false);
    expect(lessonUpdateBodySchema.safeParse({ title: 'x' }).success).toBe(true);
    expect(lessonUpdateBodySchema.safeParse({ version: 0, title: 'x' }).success).toBe(false);
    expect(lessonUpdateBodySchema.parse({ version: 1, hideScore: true, features: { starOptions: { enabled: true } } })).toMatchObject({
      hideScore: true,
    });
  });

  it('copying needs a lessonId (spec §5)', () => {
    expect(lessonCopyBodySchema.safeParse({ courseId: 'c' }).error?.issues[0]?.path).toEqual(['lessonId']);
  });
});

describe('other calls', () => {
  it('a review comment update changes something', () => {
    expect(reviewCommentUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(reviewCommentUpdateBodySchema.parse({ resolved: true })).toEqual({ resolved: true });
  });

  it('url slugs are lower-case letters, digits and single hyphens', () => {
    expect(urlSlugBodySchema.safeParse({ urlSlug: 'fire-safety-101' }).success).toBe(true);
    for (const urlSlug of ['Fire', 'fire--safety', '-fire', 'fire_safety', ''])
      expect(urlSlugBodySchema.safeParse({ urlSlug }).success).toBe(false);
  });
});
