import { expect, it } from 'vitest';
import { sortDirections, sortDirectionSchema } from './sort-directions.ts';

it('has the sort directions of templates §3.4', () => {
  expect(sortDirections).toEqual(['asc', 'desc']);
  expect(sortDirectionSchema.safeParse('ASC').success).toBe(false);
});
