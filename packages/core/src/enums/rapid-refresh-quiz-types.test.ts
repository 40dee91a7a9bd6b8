import { expect, it } from 'vitest';
import { rapidRefreshQuizTypes, rapidRefreshQuizTypeSchema } from './rapid-refresh-quiz-types.ts';

it('has the rapid refresh quiz types of templates §3.8', () => {
  expect(rapidRefreshQuizTypes).toEqual(['Once', 'Daily', 'Weekly']);
  expect(rapidRefreshQuizTypeSchema.safeParse('Monthly').success).toBe(false);
});
