import { expect, it } from 'vitest';
import { defaultPlanning, entityIdSchema, isoDateTimeSchema, percentageSchema } from './shared-fields.ts';

it('shared fields accept what they should and reject the rest', () => {
  expect(isoDateTimeSchema.safeParse('2025-01-02T03:04:05+10:00').success).toBe(true);
  expect(isoDateTimeSchema.safeParse('2025-01-02').success).toBe(false);
  expect(entityIdSchema.safeParse('').success).toBe(false);
  expect(percentageSchema.safeParse(50.5).success).toBe(false);
  expect(defaultPlanning()).toEqual({ startDateTime: null, endDateTime: null });
});
