import { expect, it } from 'vitest';
import { scheduleStatuses, scheduleStatusSchema } from './schedule-statuses.ts';

it('has the schedule statuses of authoring §4', () => {
  expect(scheduleStatuses).toEqual(['Now', 'Later']);
  expect(scheduleStatusSchema.safeParse('now').success).toBe(false);
});
