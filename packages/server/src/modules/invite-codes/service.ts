import { roleIdentifierSchema, type InviteCode, type InviteCodeCreateBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { insertInviteCode, listInviteCodes } from './repo.ts';
import { newInviteCode } from './code-generator.ts';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
// 31^8 codes make a clash rare; a few retries make it practically impossible to surface.
const CODE_ATTEMPTS = 5;

function toInviteCode(row: { code: string; role: string; createdAt: Date; expiresAt: Date | null }): InviteCode {
  return {
    code: row.code,
    role: roleIdentifierSchema.safeParse(row.role).data ?? 'app-user',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function createInviteCodeService({ db, clock }: AppContext) {
  return {
    async list(user: SignedInUser): Promise<InviteCode[]> {
      return (await listInviteCodes(db, user.accountId)).map(toInviteCode);
    },

    async create(user: SignedInUser, body: InviteCodeCreateBody): Promise<InviteCode> {
      const now = clock();
      const expiresAt = body.expiresInDays === undefined ? null : new Date(now.getTime() + body.expiresInDays * ONE_DAY_MS);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = await insertInviteCode(db, {
            code: newInviteCode(),
            accountId: user.accountId,
            role: body.role,
            createdByUserId: user.id,
            createdAt: now,
            expiresAt,
          });
          return toInviteCode(row);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },
  };
}
