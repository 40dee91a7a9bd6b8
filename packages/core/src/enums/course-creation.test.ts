import { expect, it } from 'vitest';
import { courseCreationTypeSchema, generationStatuses, generationStatusSchema } from './course-creation.ts';

it('creates courses manually (authoring §3) and knows the Generated status (templates §3.4)', () => {
  expect(courseCreationTypeSchema.parse('manual')).toBe('manual');
  expect(courseCreationTypeSchema.safeParse('Manual').success).toBe(false);
  expect(generationStatuses).toContain('Generated');
  expect(generationStatusSchema.safeParse('generated').success).toBe(false);
});
