import { describe, expect, it } from 'vitest';
import { COURSE_BRIEFCASE_MAX_DOCUMENTS, courseBriefcaseSchema } from './course-briefcase.ts';
import { defaultCourse } from './course.ts';

const document = { id: 'd1', name: 'Safety handbook.pdf', url: '/api/media/0b9f6a52-7d4e-4c1e-9a51-3f0e1d2c3b4a/file' };

describe('a course briefcase', () => {
  it('holds uploaded documents and web addresses, and starts empty', () => {
    expect(courseBriefcaseSchema.parse([document, { ...document, id: 'd2', url: 'https://example.com/a.pdf' }])).toHaveLength(2);
    expect(defaultCourse().briefcase).toEqual([]);
  });

  it('refuses a document without a file, a name, or with an address that could run script', () => {
    for (const broken of [
      { ...document, url: '' },
      { ...document, name: '  ' },
      { ...document, url: 'javascript:alert(1)' },
    ]) {
      expect(courseBriefcaseSchema.safeParse([broken]).success).toBe(false);
    }
  });

  it(`carries at most ${COURSE_BRIEFCASE_MAX_DOCUMENTS} documents`, () => {
    const many = Array.from({ length: COURSE_BRIEFCASE_MAX_DOCUMENTS + 1 }, (_, index) => ({ ...document, id: `d${index}` }));
    expect(courseBriefcaseSchema.safeParse(many.slice(1)).success).toBe(true);
    expect(courseBriefcaseSchema.safeParse(many).success).toBe(false);
  });
});
