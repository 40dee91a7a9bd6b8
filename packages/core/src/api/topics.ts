import { z } from 'zod';
import { topicSchema } from './domain.ts';
import { singleLineTextSchema } from './text.ts';

// Spec §7: /api/courses/{courseId}/topics GET (→ Topic[] by name) and POST (→ 201 Topic); /{id} PUT (→ Topic) and DELETE (→ 204).
export { topicSchema } from './domain.ts';
export const topicListResponseSchema = z.array(topicSchema);
export type TopicListResponse = z.infer<typeof topicListResponseSchema>;

export const topicBodySchema = z.object({ name: singleLineTextSchema(1, 100) });
export type TopicBody = z.infer<typeof topicBodySchema>;
