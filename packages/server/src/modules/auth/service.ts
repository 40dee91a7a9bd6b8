import {
  LOGIN_FAILED_EVENT,
  MAGIC_LINK_TTL_MS,
  SIGN_UP_FAILED_EXISTING_ACCOUNT_EVENT,
  SIGN_UP_LINK_TTL_MS,
  type LoginBody,
  type SignupBody,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashPassword, passwordMatches, spendPasswordCheckTime } from './passwords.ts';
import { hashToken, issueUserSecret } from './tokens.ts';
import {
  consumeMagicLink,
  findUsableInviteCode,
  spendInviteCode,
  findUserByEmail,
  findUserById,
  insertAccount,
  insertMagicLink,
  insertUser,
  type UserRow,
} from './repo.ts';
import { accountExistsMail, magicLinkMail, signUpConfirmationMail } from './magic-link-mail.ts';
import { accountSignInAttempts } from './account-attempts.ts';
import { isSignUpToken, openSignUp, sealSignUp, type PendingSignUp } from './signup-token.ts';
import { addToGroups } from '../people/person-repo.ts';
import { refreshDynamicMembership } from '../user-groups/dynamic-membership.ts';
import { recordServerEvent } from '../analytics/server-events.ts';

/** Only active people sign in: invited ones accept their invitation first, deactivated ones are kept out. */
const maySignIn = (user: UserRow | undefined): user is UserRow => user?.status === 'active';

// One message for every failed password sign-in, so answers never reveal which addresses exist.
export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail or password is not correct.';
const MAGIC_LINK_LIFETIME_MINUTES = MAGIC_LINK_TTL_MS / 60_000;
const SIGN_UP_LINK_LIFETIME_HOURS = SIGN_UP_LINK_TTL_MS / 3_600_000;
export const MAGIC_LINK_SENT_MESSAGE = `If an account exists for this e-mail, a sign-in link is on its way. It works once and expires in ${MAGIC_LINK_LIFETIME_MINUTES} minutes.`;
// The same whether the address is new or has an account (which is mailed a way to sign in instead).
export const SIGN_UP_MAIL_SENT_MESSAGE = 'Check your e-mail: we sent you a link to confirm your address and finish signing up.';
export const NEW_ACCOUNT_PLAN = 'freemium';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
const invalidLink = () => new HttpError(401, 'invalid_magic_link', 'This sign-in link is not valid or has expired. Ask for a new one.');
const invalidInviteCode = () => new HttpError(400, 'invite_code_invalid', 'This invite code is not valid or has expired.');

const subjectOf = (user: UserRow) => ({ accountId: user.accountId, userId: user.id, roles: user.roles });

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, clock, mailer, config, afterResponse }: AppContext) {
  const accountAttempts = accountSignInAttempts(db, clock, config.accountSignInFreeAttempts);
  const linkTo = (token: string) => `${config.publicUrl}/magic-link?token=${encodeURIComponent(token)}`;

  /**
   * Login Failed for an address that has an account, stored after the answer so a known address takes no
   * longer to refuse than an unknown one (which belongs to no account and is not recorded).
   */
  function recordLoginFailure(user: UserRow): void {
    afterResponse.run(() =>
      recordServerEvent(db, clock, subjectOf(user), LOGIN_FAILED_EVENT, { method: 'password', reason: 'invalid_credentials' }),
    );
  }

  /** A single-use sign-in link for the person (a magic link's). */
  async function signInLink(user: UserRow): Promise<string> {
    const { token, row } = issueUserSecret(user, clock(), MAGIC_LINK_TTL_MS);
    await insertMagicLink(db, row);
    return linkTo(token);
  }

  /** After the sign-up's answer: a new address gets the link that creates the account, a known one a way in. */
  async function mailSignUp(body: SignupBody): Promise<void> {
    const existing = await findUserByEmail(db, body.email);
    if (existing) {
      await recordServerEvent(db, clock, subjectOf(existing), SIGN_UP_FAILED_EXISTING_ACCOUNT_EVENT, { method: 'email' });
      await mailer.send(accountExistsMail(existing.email, existing.firstName, await signInLink(existing), MAGIC_LINK_LIFETIME_MINUTES));
      return;
    }
    const pending: PendingSignUp = {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.accountName === undefined ? {} : { accountName: body.accountName }),
      ...(body.inviteCode === undefined ? {} : { inviteCode: body.inviteCode }),
      expiresAt: clock().getTime() + SIGN_UP_LINK_TTL_MS,
    };
    await mailer.send(
      signUpConfirmationMail(body.email, body.firstName, linkTo(sealSignUp(config.sessionSecret, pending)), SIGN_UP_LINK_LIFETIME_HOURS),
    );
  }

  /** The account of a confirmed sign-up: joins the invite code's account with its role, or creates an account and owns it. */
  async function completeSignUp(pending: PendingSignUp): Promise<UserRow> {
    const person = { email: pending.email, passwordHash: pending.passwordHash, firstName: pending.firstName, lastName: pending.lastName };
    try {
      return await db.transaction(async (tx) => {
        if (pending.inviteCode !== undefined) {
          const invite = await spendInviteCode(tx, pending.inviteCode, clock());
          if (!invite) throw invalidInviteCode();
          const joined = await insertUser(tx, {
            ...person,
            accountId: invite.accountId,
            roles: invite.roles.length > 0 ? invite.roles : [invite.role],
          });
          await addToGroups(tx, invite.accountId, [joined.id], invite.userGroupIds);
          await refreshDynamicMembership(tx, invite.accountId, { userIds: [joined.id] });
          return joined;
        }
        // The schema guaranteed an account name whenever there is no invite code.
        const account = await insertAccount(tx, { name: pending.accountName!, planKind: NEW_ACCOUNT_PLAN });
        return insertUser(tx, { ...person, accountId: account.id, roles: ['account-owner'] });
      });
    } catch (error) {
      // The address has an account by now (this link was used, or another sign-up won): the link is spent.
      if (isUniqueViolation(error)) throw invalidLink();
      throw error;
    }
  }

  return {
    /**
     * Sign-up (issue 11): the answer is the same, and as quick, for a new address and for one that has an
     * account; what differs happens after it, in the mail. Only the invite code is checked first, which
     * says nothing about the address.
     */
    async signUp(body: SignupBody): Promise<void> {
      if (body.inviteCode !== undefined && !(await findUsableInviteCode(db, body.inviteCode, clock()))) throw invalidInviteCode();
      afterResponse.run(() => mailSignUp(body));
    },

    async logIn(body: LoginBody): Promise<UserRow> {
      // Counted before the password is checked, so a waiting attempt learns nothing, even with the right one.
      await accountAttempts.take(body.email);
      const user = await findUserByEmail(db, body.email);
      if (!maySignIn(user) || !user.passwordHash) {
        await spendPasswordCheckTime(body.password);
        if (user) recordLoginFailure(user);
        throw invalidCredentials();
      }
      if (!(await passwordMatches(user.passwordHash, body.password))) {
        recordLoginFailure(user);
        throw invalidCredentials();
      }
      await accountAttempts.forget(body.email);
      return user;
    },

    /** Mails a single-use link when the address has an account, after the answer, so its timing says nothing. */
    sendMagicLink(email: string): void {
      afterResponse.run(async () => {
        const user = await findUserByEmail(db, email);
        if (maySignIn(user))
          await mailer.send(magicLinkMail(user.email, user.firstName, await signInLink(user), MAGIC_LINK_LIFETIME_MINUTES));
      });
    },

    /** A magic link's token signs its person in; a sign-up's creates the account first. */
    async redeemMagicLink(token: string): Promise<UserRow> {
      if (isSignUpToken(token)) {
        const pending = openSignUp(config.sessionSecret, token, clock());
        if (!pending) throw invalidLink();
        return completeSignUp(pending);
      }
      const link = await consumeMagicLink(db, hashToken(token), clock());
      const user = link && (await findUserById(db, link.userId));
      if (!maySignIn(user)) throw invalidLink();
      return user;
    },
  };
}
