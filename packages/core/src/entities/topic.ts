import { z } from 'zod';
import { entityIdSchema } from './shared-fields.ts';

// Authoring §3 shows only a topic's id; a topic needs a name to be shown, and belongs to its course
// (authoring §7: /api/courses/{courseId}/topics).
export const topicSchema = z.object({
  id: entityIdSchema,
  courseId: entityIdSchema,
  name: z.string().trim().min(1).max(100),
});
export type Topic = z.infer<typeof topicSchema>;

export function defaultTopic(overrides: Partial<Topic> = {}): Topic {
  return { id: '', courseId: '', name: '', ...overrides };
}
