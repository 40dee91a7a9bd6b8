import { MAGIC_LINK_TTL_MS, type LoginBody, type SignupBody } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashPassword, passwordMatches, spendPasswordCheckTime } from './passwords.ts';
import { hashToken, issueUserSecret } from './tokens.ts';
import { consumeMagicLink, findUsableInviteCode, findUserByEmail, findUserById, insertAccount, insertMagicLink, insertUser, type UserRow } from './repo.ts';
import { magicLinkMail } from './magic-link-mail.ts';
import { accountSignInAttempts } from './account-attempts.ts';

// One message for every failed password sign-in, so answers never reveal which addresses exist.
export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail or password is not correct.';
const MAGIC_LINK_LIFETIME_MINUTES = MAGIC_LINK_TTL_MS / 60_000;
export const MAGIC_LINK_SENT_MESSAGE = `If an account exists for this e-mail, a sign-in link is on its way. It works once and expires in ${MAGIC_LINK_LIFETIME_MINUTES} minutes.`;
export const NEW_ACCOUNT_PLAN = 'freemium';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
const emailTaken = () => new HttpError(409, 'email_taken', 'An account with this e-mail already exists. Sign in instead.');

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, clock, mailer, config }: AppContext) {
  const accountAttempts = accountSignInAttempts(db, clock, config.accountSignInFreeAttempts);
  return {
    /** A new person: joins the invite code's account with its role, or creates an account and owns it. */
    async signUp(body: SignupBody): Promise<UserRow> {
      if (await findUserByEmail(db, body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const person = { email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName };
          if (body.inviteCode !== undefined) {
            const invite = await findUsableInviteCode(tx, body.inviteCode, clock());
            if (!invite) throw new HttpError(400, 'invite_code_invalid', 'This invite code is not valid or has expired.');
            return insertUser(tx, { ...person, accountId: invite.accountId, roles: [invite.role] });
          }
          // The schema guarantees an account name whenever there is no invite code.
          const account = await insertAccount(tx, { name: body.accountName!, planKind: NEW_ACCOUNT_PLAN });
          return insertUser(tx, { ...person, accountId: account.id, roles: ['account-owner'] });
        });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async logIn(body: LoginBody): Promise<UserRow> {
      // Counted before the password is checked, so a waiting attempt learns nothing, even with the right one.
      await accountAttempts.take(body.email);
      const user = await findUserByEmail(db, body.email);
      if (!user?.passwordHash) {
        await spendPasswordCheckTime(body.password);
        throw invalidCredentials();
      }
      if (!(await passwordMatches(user.passwordHash, body.password))) throw invalidCredentials();
      await accountAttempts.forget(body.email);
      return user;
    },

    /** Sends a single-use link when the address has an account; the caller answers the same either way. */
    async sendMagicLink(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const { token, row } = issueUserSecret(user, clock(), MAGIC_LINK_TTL_MS);
      await insertMagicLink(db, row);
      const link = `${config.publicUrl}/magic-link?token=${encodeURIComponent(token)}`;
      await mailer.send(magicLinkMail(user.email, user.firstName, link, MAGIC_LINK_LIFETIME_MINUTES));
    },

    async redeemMagicLink(token: string): Promise<UserRow> {
      const link = await consumeMagicLink(db, hashToken(token), clock());
      const user = link && (await findUserById(db, link.userId));
      if (!user) throw new HttpError(401, 'invalid_magic_link', 'This sign-in link is not valid or has expired. Ask for a new one.');
      return user;
    },
  };
}
