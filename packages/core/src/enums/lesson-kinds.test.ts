import { expect, it } from 'vitest';
import { lessonKinds, lessonKindSchema } from './lesson-kinds.ts';

it('has the five lesson kinds of authoring §1', () => {
  expect(lessonKinds).toEqual(['Lesson', 'Discussion', 'Assessment', 'Observation', 'Conference']);
  expect(lessonKindSchema.safeParse('Meeting').success).toBe(false);
});
