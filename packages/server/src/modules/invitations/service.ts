import { and, eq, inArray } from 'drizzle-orm';
import type { InvitationAcceptBody, InvitationCreateBody, InvitationCreateResult, InvitationPreview } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import type { UserRow } from '../auth/repo.ts';
import { addToGroups, findPerson } from '../people/person-repo.ts';
import { existingUserGroupIds } from '../user-groups/repo.ts';
import { refreshDynamicMembership } from '../user-groups/dynamic-membership.ts';
import { consumeInvitation, findOpenInvitation } from './repo.ts';
import { createInvitationSender } from './sender.ts';

const invalidInvitation = () =>
  new HttpError(
    400,
    'invitation_invalid',
    'This invitation is not valid any more: it was used, revoked or has expired. Ask for a new one.',
  );

/** The part of an address before the @, as a first name until the person gives theirs. */
const provisionalFirstName = (email: string) => email.split('@')[0] ?? email;

export function createInvitationService(context: AppContext) {
  const { db, clock } = context;
  const invite = createInvitationSender(context);

  return {
    /**
     * Each new address becomes a person with status invited, holding the roles and groups from the start
     * (so they appear in the list and bulk actions at once); an address still invited is invited again;
     * an address of someone who signed up is left alone and reported.
     */
    async create(actor: SignedInUser, body: InvitationCreateBody): Promise<InvitationCreateResult> {
      const groupIds = [...new Set(body.userGroupIds)];
      if ((await existingUserGroupIds(db, actor.accountId, groupIds)).size !== groupIds.length) {
        throw notFound('A user group named here does not exist in your account.');
      }
      const emails = [...new Set(body.emails)];
      const { result, mail } = await db.transaction(async (tx) => {
        const known = await tx
          .select({ id: users.id, accountId: users.accountId, email: users.email, firstName: users.firstName, status: users.status })
          .from(users)
          .where(inArray(users.email, emails));
        const stillInvited = known.filter((person) => person.accountId === actor.accountId && person.status === 'invited');
        const alreadyMembers = known.filter((person) => !stillInvited.includes(person)).map((person) => person.email);
        const knownEmails = new Set(known.map((person) => person.email));
        const fresh = emails.filter((email) => !knownEmails.has(email));
        const created =
          fresh.length === 0
            ? []
            : await tx
                .insert(users)
                .values(
                  fresh.map((email) => ({
                    accountId: actor.accountId,
                    email,
                    firstName: provisionalFirstName(email),
                    lastName: '',
                    roles: [...new Set(body.roles)],
                    status: 'invited',
                    createdAt: clock(),
                  })),
                )
                .returning({ id: users.id, accountId: users.accountId, email: users.email, firstName: users.firstName });
        const invited = [...created, ...stillInvited];
        await addToGroups(
          tx,
          actor.accountId,
          invited.map((person) => person.id),
          groupIds,
        );
        await refreshDynamicMembership(tx, actor.accountId, { userIds: created.map((person) => person.id) });
        const mail = await invite(tx, invited, body.expiresInDays);
        return { result: { invited: invited.map((person) => person.email), alreadyMembers }, mail };
      });
      mail();
      return result;
    },

    /** Revoking an invitation removes the invited person: they never joined, so nothing of theirs is kept. */
    async revoke(actor: SignedInUser, userId: string): Promise<void> {
      const person = await findPerson(db, actor.accountId, userId);
      if (person?.status !== 'invited') throw notFound('There is no pending invitation for this person.');
      await db.delete(users).where(and(eq(users.id, person.id), eq(users.status, 'invited')));
    },

    async preview(token: string): Promise<InvitationPreview> {
      const open = await findOpenInvitation(db, hashToken(token), clock());
      if (!open) throw invalidInvitation();
      return { email: open.user.email, firstName: open.user.firstName, lastName: open.user.lastName, accountName: open.accountName };
    },

    /** The person chooses their name and password and becomes active; the invitation works once. */
    async accept(body: InvitationAcceptBody): Promise<UserRow> {
      const tokenHash = hashToken(body.token);
      const open = await findOpenInvitation(db, tokenHash, clock());
      if (!open) throw invalidInvitation();
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        if ((await consumeInvitation(tx, tokenHash, clock())) !== open.user.id) throw invalidInvitation();
        const [person] = await tx
          .update(users)
          .set({ firstName: body.firstName, lastName: body.lastName, passwordHash, status: 'active' })
          .where(and(eq(users.id, open.user.id), eq(users.status, 'invited')))
          .returning();
        if (!person) throw invalidInvitation();
        return person;
      });
    },
  };
}
