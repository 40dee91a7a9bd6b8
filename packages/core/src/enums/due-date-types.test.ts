import { expect, it } from 'vitest';
import { dueDateTypes, dueDateTypeSchema } from './due-date-types.ts';

it('has the due-date types of authoring §3 and templates §3.4', () => {
  expect(dueDateTypes).toEqual([
    'not-specified',
    'due-by',
    'relative-due-by',
    'no-due-date',
    'recurring-completion-date',
    'recurring-publish-date',
    'recurring-static-date',
  ]);
  expect(dueDateTypeSchema.safeParse('due-date').success).toBe(false);
});
