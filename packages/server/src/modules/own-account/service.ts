import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { OwnAvatarBody, OwnLanguageBody, OwnNameBody, OwnPasswordBody, PasswordResetBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { hashPassword, passwordMatches } from '../auth/passwords.ts';
import { hashToken, issueUserSecret } from '../auth/tokens.ts';
import { findUserByEmail, type UserRow } from '../auth/repo.ts';
import { storedAvatarAddress } from '../people/avatar-address.ts';
import { passwordResetMail } from './password-reset-mail.ts';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
// The same answer whether or not the address has an account, so it reveals none.
export const PASSWORD_RESET_SENT_MESSAGE = `If an account exists for this e-mail, a link to choose a new password is on its way. It works once and expires in ${PASSWORD_RESET_TTL_MS / 60_000} minutes.`;
export const PASSWORD_CHANGED_MESSAGE = 'Your password is changed. You are signed out everywhere else.';

const wrongCurrentPassword = () => new HttpError(400, 'current_password_wrong', 'The current password is not correct.');
const invalidResetLink = () => new HttpError(400, 'password_reset_invalid', 'This link is not valid or has expired. Ask for a new one.');

export function createOwnAccountService({ db, clock, config, mailer, afterResponse, recentSessions }: AppContext) {
  return {
    async updateName(user: SignedInUser, body: OwnNameBody): Promise<UserRow> {
      const [row] = await db.update(users).set(body).where(eq(users.id, user.id)).returning();
      return row!;
    },

    async updateLanguage(user: SignedInUser, body: OwnLanguageBody): Promise<OwnLanguageBody> {
      await db.update(users).set({ language: body.language }).where(eq(users.id, user.id));
      return { language: body.language };
    },

    async updateAvatar(user: SignedInUser, body: OwnAvatarBody): Promise<UserRow> {
      const avatarUrl = await storedAvatarAddress(db, user.accountId, body.avatarUrl);
      const [row] = await db.update(users).set({ avatarUrl }).where(eq(users.id, user.id)).returning();
      return row!;
    },

    /** Ends every other session: whoever else knew the old password is signed out. */
    async changePassword(user: SignedInUser, currentSessionTokenHash: string, body: OwnPasswordBody): Promise<void> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row?.passwordHash || !(await passwordMatches(row.passwordHash, body.currentPassword))) throw wrongCurrentPassword();
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentSessionTokenHash)));
      });
      recentSessions.forgetPeople([user.id]);
    },

    /** Mails a reset link to an active person's address, after the answer, so its timing says nothing. */
    requestReset(email: string): void {
      afterResponse.run(async () => {
        const user = await findUserByEmail(db, email);
        if (user?.status !== 'active') return;
        const { token, row } = issueUserSecret(user, clock(), PASSWORD_RESET_TTL_MS);
        await db.insert(passwordResets).values(row);
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, user.firstName, link, PASSWORD_RESET_TTL_MS / 60_000));
      });
    },

    /** Sets the new password once per link; every session ends (the route starts a fresh one). */
    async resetPassword(body: PasswordResetBody): Promise<UserRow> {
      const passwordHash = await hashPassword(body.password);
      const person = await db.transaction(async (tx) => {
        const now = clock();
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.tokenHash, hashToken(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
          .returning({ userId: passwordResets.userId });
        if (!reset) throw invalidResetLink();
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, reset.userId), eq(users.status, 'active')))
          .returning();
        if (!user) throw invalidResetLink();
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        return user;
      });
      recentSessions.forgetPeople([person.id]);
      return person;
    },
  };
}
