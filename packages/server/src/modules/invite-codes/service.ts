import { roleIdentifierSchema, type InviteCode, type InviteCodeCreateBody, type RoleIdentifier } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { notFound } from '../../http-error.ts';
import { existingUserGroupIds, listUserGroups } from '../user-groups/repo.ts';
import { insertInviteCode, listInviteCodes, revokeInviteCode, type InviteCodeRow } from './repo.ts';
import { newInviteCode, newInviteLinkCode } from './code-generator.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
// 31^8 codes make a clash rare; a few retries make it practically impossible to surface.
const CODE_ATTEMPTS = 5;

const knownRoles = (roles: readonly string[]) =>
  roles.filter((role): role is RoleIdentifier => roleIdentifierSchema.safeParse(role).success);

export function createInviteCodeService({ db, clock, config }: AppContext) {
  /** The sign-up page with the code filled in: what an invite link is, and a convenience for a code. */
  const linkOf = (code: string) => `${config.publicUrl}/sign-up?inviteCode=${encodeURIComponent(code)}`;

  function present(row: InviteCodeRow, groupNames: ReadonlyMap<string, string>): InviteCode {
    const roles = knownRoles(row.roles.length > 0 ? row.roles : [row.role]);
    return {
      code: row.code,
      kind: row.kind === 'link' ? 'link' : 'code',
      role: roles[0] ?? 'app-user',
      roles,
      // A group deleted since simply drops out of what the code grants.
      userGroups: row.userGroupIds.flatMap((id) => (groupNames.has(id) ? [{ id, name: groupNames.get(id)! }] : [])),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      usageLimit: row.usageLimit,
      usedCount: row.usedCount,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      link: linkOf(row.code),
    };
  }

  async function groupNamesOf(accountId: string): Promise<Map<string, string>> {
    return new Map((await listUserGroups(db, accountId)).map((group) => [group.id, group.name]));
  }

  return {
    async list(user: SignedInUser): Promise<InviteCode[]> {
      const [rows, groupNames] = await Promise.all([listInviteCodes(db, user.accountId), groupNamesOf(user.accountId)]);
      return rows.map((row) => present(row, groupNames));
    },
    async create(user: SignedInUser, body: InviteCodeCreateBody): Promise<InviteCode> {
      const groupIds = [...new Set(body.userGroupIds)];
      if ((await existingUserGroupIds(db, user.accountId, groupIds)).size !== groupIds.length) {
        throw notFound('A user group named here does not exist in your account.');
      }
      const now = clock();
      const expiresAt = body.expiresInDays === undefined ? null : new Date(now.getTime() + body.expiresInDays * ONE_DAY_MS);
      const roles = [...new Set([body.role, ...body.roles])];
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = await insertInviteCode(db, {
            code: body.kind === 'link' ? newInviteLinkCode() : newInviteCode(),
            kind: body.kind,
            accountId: user.accountId,
            role: roles[0]!,
            roles,
            userGroupIds: groupIds,
            usageLimit: body.usageLimit ?? null,
            createdByUserId: user.id,
            createdAt: now,
            expiresAt,
          });
          return present(row, await groupNamesOf(user.accountId));
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },
    async revoke(user: SignedInUser, code: string): Promise<void> {
      if (!(await revokeInviteCode(db, user.accountId, code, clock()))) throw notFound('This invite code does not exist in your account.');
    },
  };
}
