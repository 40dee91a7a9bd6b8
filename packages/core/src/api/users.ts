import { z } from 'zod';
import { roleIdentifierSchema } from '../enums/roles.ts';

/** One person of the account, as pickers show them (templates §3.5 user info names). */
export const accountPersonSchema = z.object({
  userId: z.string(),
  userEmail: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userRoles: z.array(roleIdentifierSchema),
});
export type AccountPerson = z.infer<typeof accountPersonSchema>;

/** The most people one answer lists: a picker narrows with `search` rather than scrolling thousands. */
export const PEOPLE_LIST_LIMIT = 50;

export const userListQuerySchema = z.object({
  /** Matches the start of a first name, last name or e-mail, ignoring case. */
  search: z.string().trim().max(200).optional(),
  /** Only people holding this role. */
  role: roleIdentifierSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({
  items: z.array(accountPersonSchema),
  /** Everyone who matches, of whom at most PEOPLE_LIST_LIMIT are listed. */
  totalCount: z.number().int().min(0),
});
export type UserList = z.infer<typeof userListSchema>;
