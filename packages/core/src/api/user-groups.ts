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

/** A dynamic group's rule: a member's custom field `field` equals `value` (ignoring case and spaces around). */
export const userGroupRuleSchema = z.object({ field: singleLineTextSchema(1, 100), value: singleLineTextSchema(0, 1000) });
export type UserGroupRule = z.infer<typeof userGroupRuleSchema>;

export const userGroupParamsSchema = z.object({ id: z.string() });

export const userGroupUpdateBodySchema = z.object({
  name: singleLineTextSchema(1, 200).optional(),
  /** Rules make the group dynamic (when dynamicUserGroupEnabled); null makes it a hand-kept group again. */
  rules: z.array(userGroupRuleSchema).min(1).max(20).nullable().optional(),
});
export type UserGroupUpdateBody = z.infer<typeof userGroupUpdateBodySchema>;

export const userGroupDetailSchema = userGroupSchema.extend({ rules: z.array(userGroupRuleSchema).nullable() });
export type UserGroupDetail = z.infer<typeof userGroupDetailSchema>;

export const userGroupMembersBodySchema = z.object({ userIds: z.array(z.uuid()).min(1).max(1000) });
export type UserGroupMembersBody = z.infer<typeof userGroupMembersBodySchema>;
