import { z } from 'zod';

export const userGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int().min(0),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

export const userGroupCreateBodySchema = z.object({ name: z.string().trim().min(1).max(200) });
export type UserGroupCreateBody = z.infer<typeof userGroupCreateBodySchema>;
