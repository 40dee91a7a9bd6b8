import { z } from 'zod';
import { NEW_ITEM_ID } from '../constants.ts';
import { defaultPlanning, entityIdSchema, externalIdSchema, planningSchema } from './shared-fields.ts';

// Authoring §3 and templates §3.4: discussion defaults.
export const discussionSchema = z.object({
  id: entityIdSchema,
  courseId: z.string(),
  title: z.string().max(200),
  description: z.string().max(5000),
  isPublished: z.boolean(),
  externalId: externalIdSchema,
  prerequisites: z.array(entityIdSchema),
  postRequired: z.boolean(),
  commentRequired: z.boolean(),
  visibleToAllUsers: z.boolean(),
  planning: planningSchema,
});
export type Discussion = z.infer<typeof discussionSchema>;

export function defaultDiscussion(overrides: Partial<Discussion> = {}): Discussion {
  return {
    id: NEW_ITEM_ID,
    courseId: '',
    title: '',
    description: '',
    isPublished: false,
    externalId: '',
    prerequisites: [],
    postRequired: false,
    commentRequired: false,
    visibleToAllUsers: true,
    planning: defaultPlanning(),
    ...overrides,
  };
}
