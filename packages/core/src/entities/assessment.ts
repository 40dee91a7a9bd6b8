import { z } from 'zod';
import { MINIMUM_SCORE } from '../constants.ts';
import { defaultDiscussion, discussionSchema } from './discussion.ts';

// Authoring §3 and templates §3.4: an assessment has the discussion defaults plus minimumScore 0
// and gradeByPercentage false.
export const assessmentSchema = discussionSchema.extend({
  minimumScore: z.number().min(0),
  gradeByPercentage: z.boolean(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export function defaultAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return { ...defaultDiscussion(), minimumScore: MINIMUM_SCORE, gradeByPercentage: false, ...overrides };
}
