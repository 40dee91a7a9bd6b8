import { z } from 'zod';
import { singleLineTextSchema } from './text.ts';

export const userGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int().min(0),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

export const userGroupCreateBodySchema = z.object({ name: singleLineTextSchema(1, 200) });
export type UserGroupCreateBody = z.infer<typeof userGroupCreateBodySchema>;
