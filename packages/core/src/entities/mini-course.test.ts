import { describe, expect, it } from 'vitest';
import { defaultCourse } from './course.ts';
import { miniCourseSchema, toMiniCourse } from './mini-course.ts';

describe('mini course (authoring §7 and §9)', () => {
  const item = {
    id: 'c1',
    title: 'Onboarding',
    description: 'First week',
    courseStatus: 'Draft',
    thumbnail: '',
    modified: '2025-03-04T05:06:07.000Z',
    versionMarker: 'ORIGINAL',
  };

  it('parses a list item with the ORIGINAL version marker', () => {
    expect(miniCourseSchema.parse(item)).toEqual(item);
  });

  it('rejects another version marker, an unknown status and a non-ISO modified date', () => {
    expect(miniCourseSchema.safeParse({ ...item, versionMarker: 'COPY' }).success).toBe(false);
    expect(miniCourseSchema.safeParse({ ...item, courseStatus: 'Gone' }).success).toBe(false);
    expect(miniCourseSchema.safeParse({ ...item, modified: '04/03/2025' }).success).toBe(false);
  });

  it('is made from a course', () => {
    const course = defaultCourse({ id: 'c1', title: 'Onboarding', description: 'First week' });
    expect(toMiniCourse(course, '2025-03-04T05:06:07.000Z')).toEqual(item);
  });
});
