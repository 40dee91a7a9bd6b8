import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_INVITATION_DAYS,
  invitableRoleSchema,
  type BulkUserBody,
  type BulkUserResult,
  type UserCreateBody,
  type UserDetail,
  type UserDirectoryPage,
  type UserDirectoryQuery,
  type UserUpdateBody,
} from '@slidewise/core';
import { storedAvatarAddress } from './avatar-address.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { magicLinks, passwordResets, sessions, userGroupMembers, userInvitations, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { createInvitationSender } from '../invitations/sender.ts';
import { existingUserGroupIds } from '../user-groups/repo.ts';
import { refreshDynamicMembership } from '../user-groups/dynamic-membership.ts';
import { listDirectory } from './directory-repo.ts';
import { toUserDetail } from './person-detail.ts';
import {
  addToGroups,
  existingPersonIds,
  findPerson,
  removeFromGroups,
  replaceManualGroups,
  sqlTextArray,
  type PersonRow,
} from './person-repo.ts';

const personNotFound = () => notFound('This person does not exist in your account.');
const emailTaken = (email: string) => conflict('email_taken', `${email} already belongs to someone.`);

/** Roles an administrator never hands out nor takes away (ownership, platform staff): kept as they are. */
const isInvitable = (role: string) => invitableRoleSchema.safeParse(role).success;

function customFieldRecord(fields: readonly { name: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, field.value]));
}

/** Every session, pending invitation and sign-in link of the people ends: deactivating and deleting both do this. */
async function signOutEverywhere(db: Executor, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.userId, [...userIds]));
  await db.delete(magicLinks).where(inArray(magicLinks.userId, [...userIds]));
  await db.delete(passwordResets).where(inArray(passwordResets.userId, [...userIds]));
}

export function createPeopleService(context: AppContext) {
  const { db, clock, recentSessions } = context;
  const invite = createInvitationSender(context);

  async function requireGroups(accountId: string, groupIds: readonly string[]): Promise<void> {
    const found = await existingUserGroupIds(db, accountId, groupIds);
    // Another account's group reads as one that does not exist.
    if (found.size !== new Set(groupIds).size) throw notFound('A user group named here does not exist in your account.');
  }

  async function requirePerson(actor: SignedInUser, userId: string): Promise<PersonRow> {
    const person = await findPerson(db, actor.accountId, userId);
    if (!person) throw personNotFound();
    return person;
  }

  /** Whom a status change may touch: never yourself, never the account's owner. */
  function refuseProtected(actor: SignedInUser, person: PersonRow): void {
    if (person.id === actor.id) throw conflict('cannot_change_self', 'You cannot do this to your own account.');
    if (person.roles.includes('account-owner'))
      throw conflict('account_owner_protected', 'The account owner cannot be deactivated or deleted.');
  }

  /**
   * An owner's address is how they sign in and reset their password: an administrator who could change it
   * could take the account over, so only an owner changes an owner's address.
   */
  function refuseOwnerAddressChange(actor: SignedInUser, person: PersonRow, email: string | undefined): void {
    if (email === undefined || email === person.email) return;
    if (person.roles.includes('account-owner') && !actor.roles.includes('account-owner')) {
      throw conflict('account_owner_protected', "Only an account owner can change an account owner's e-mail address.");
    }
  }

  /** The ids among those named that a status change may touch (bulk actions skip the others). */
  async function changeableIds(tx: Executor, actor: SignedInUser, userIds: readonly string[]): Promise<string[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.accountId, actor.accountId),
          inArray(users.id, [...userIds]),
          ne(users.status, 'deleted'),
          ne(users.id, actor.id),
          sql`not (${users.roles} @> array['account-owner']::text[])`,
        ),
      );
    return rows.map((row) => row.id);
  }

  async function deactivate(tx: Executor, userIds: readonly string[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const changed = await tx
      .update(users)
      .set({ status: 'deactivated' })
      .where(and(inArray(users.id, [...userIds]), ne(users.status, 'deactivated')))
      .returning({ id: users.id });
    await signOutEverywhere(tx, userIds);
    return changed.length;
  }

  async function reactivate(tx: Executor, userIds: readonly string[]): Promise<number> {
    if (userIds.length === 0) return 0;
    // Someone deactivated before accepting an invitation is invited again, not active without a password.
    const changed = await tx
      .update(users)
      .set({ status: sql`case when ${users.passwordHash} is null then 'invited' else 'active' end` })
      .where(and(inArray(users.id, [...userIds]), eq(users.status, 'deactivated')))
      .returning({ id: users.id });
    return changed.length;
  }

  /** Personal data erased, the row kept (anonymised) so results and posts still add up. */
  async function erase(tx: Executor, userIds: readonly string[]): Promise<number> {
    if (userIds.length === 0) return 0;
    await signOutEverywhere(tx, userIds);
    await tx.delete(userInvitations).where(inArray(userInvitations.userId, [...userIds]));
    await tx.delete(userGroupMembers).where(inArray(userGroupMembers.userId, [...userIds]));
    const changed = await tx
      .update(users)
      .set({
        status: 'deleted',
        email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
        firstName: 'Deleted',
        lastName: 'person',
        passwordHash: null,
        avatarUrl: null,
        customFields: {},
        roles: [],
        lastActiveAt: null,
      })
      .where(inArray(users.id, [...userIds]))
      .returning({ id: users.id });
    return changed.length;
  }

  return {
    directory(actor: SignedInUser, query: UserDirectoryQuery): Promise<UserDirectoryPage> {
      return listDirectory(db, actor.accountId, query, clock());
    },

    async detail(actor: SignedInUser, userId: string): Promise<UserDetail> {
      return toUserDetail(db, await requirePerson(actor, userId));
    },

    async create(actor: SignedInUser, body: UserCreateBody): Promise<UserDetail> {
      await requireGroups(actor.accountId, body.userGroupIds);
      try {
        const { person, mail } = await db.transaction(async (tx) => {
          const [person] = await tx
            .insert(users)
            .values({
              accountId: actor.accountId,
              email: body.email,
              firstName: body.firstName,
              lastName: body.lastName,
              roles: [...new Set(body.roles)],
              customFields: customFieldRecord(body.customFields),
              status: 'invited',
              createdAt: clock(),
            })
            .returning();
          await addToGroups(tx, actor.accountId, [person!.id], body.userGroupIds);
          await refreshDynamicMembership(tx, actor.accountId, { userIds: [person!.id] });
          const mail = await invite(tx, [person!], DEFAULT_INVITATION_DAYS);
          return { person: person!, mail };
        });
        mail();
        return toUserDetail(db, person);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(body.email);
        throw error;
      }
    },

    async update(actor: SignedInUser, userId: string, body: UserUpdateBody): Promise<UserDetail> {
      const person = await requirePerson(actor, userId);
      refuseOwnerAddressChange(actor, person, body.email);
      if (body.userGroupIds) await requireGroups(actor.accountId, body.userGroupIds);
      const avatarUrl = body.avatarUrl === undefined ? undefined : await storedAvatarAddress(db, actor.accountId, body.avatarUrl);
      try {
        const updated = await db.transaction(async (tx) => {
          const roles = body.roles && [...new Set([...person.roles.filter((role) => !isInvitable(role)), ...body.roles])];
          const change = {
            ...(body.firstName === undefined ? {} : { firstName: body.firstName }),
            ...(body.lastName === undefined ? {} : { lastName: body.lastName }),
            ...(body.email === undefined ? {} : { email: body.email }),
            ...(roles === undefined ? {} : { roles }),
            ...(body.customFields === undefined ? {} : { customFields: customFieldRecord(body.customFields) }),
            ...(avatarUrl === undefined ? {} : { avatarUrl }),
          };
          // A body with no column to change (only groups, or nothing) writes no row: an UPDATE needs a column.
          const [row] =
            Object.keys(change).length === 0
              ? await tx.select().from(users).where(eq(users.id, person.id))
              : await tx.update(users).set(change).where(eq(users.id, person.id)).returning();
          if (body.userGroupIds) await replaceManualGroups(tx, actor.accountId, person.id, body.userGroupIds);
          if (body.customFields) await refreshDynamicMembership(tx, actor.accountId, { userIds: [person.id] });
          return row!;
        });
        if (body.roles) recentSessions.forgetPeople([person.id]);
        return toUserDetail(db, updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken(body.email ?? '');
        throw error;
      }
    },

    async deactivate(actor: SignedInUser, userId: string): Promise<UserDetail> {
      const person = await requirePerson(actor, userId);
      refuseProtected(actor, person);
      await db.transaction((tx) => deactivate(tx, [person.id]));
      recentSessions.forgetPeople([person.id]);
      return toUserDetail(db, (await findPerson(db, actor.accountId, userId))!);
    },

    async reactivate(actor: SignedInUser, userId: string): Promise<UserDetail> {
      const person = await requirePerson(actor, userId);
      await db.transaction((tx) => reactivate(tx, [person.id]));
      return toUserDetail(db, (await findPerson(db, actor.accountId, userId))!);
    },

    async remove(actor: SignedInUser, userId: string): Promise<void> {
      const person = await requirePerson(actor, userId);
      refuseProtected(actor, person);
      await db.transaction((tx) => erase(tx, [person.id]));
      recentSessions.forgetPeople([person.id]);
    },

    async bulk(actor: SignedInUser, body: BulkUserBody): Promise<BulkUserResult> {
      const named = [...new Set(body.userIds)];
      if (body.action === 'addToGroups' || body.action === 'removeFromGroups') await requireGroups(actor.accountId, body.userGroupIds);
      const result = (changed: number) => ({ changed, skipped: named.length - changed });
      switch (body.action) {
        case 'assignRoles':
        case 'removeRoles': {
          const ids = await existingPersonIds(db, actor.accountId, named);
          if (ids.length === 0) return result(0);
          const roles = sqlTextArray(body.roles);
          const newRoles =
            body.action === 'assignRoles'
              ? sql`array(select distinct unnest(${users.roles} || ${roles}) order by 1)`
              : sql`array(select r from unnest(${users.roles}) as r where not (r = any(${roles})))`;
          const changed = await db
            .update(users)
            .set({ roles: newRoles })
            .where(
              and(
                inArray(users.id, ids),
                body.action === 'assignRoles' ? sql`not (${users.roles} @> ${roles})` : sql`${users.roles} && ${roles}`,
              ),
            )
            .returning({ id: users.id });
          recentSessions.forgetPeople(ids);
          return result(changed.length);
        }
        case 'addToGroups': {
          const ids = await existingPersonIds(db, actor.accountId, named);
          const added = await addToGroups(db, actor.accountId, ids, body.userGroupIds);
          return { changed: added, skipped: Math.max(0, named.length * body.userGroupIds.length - added) };
        }
        case 'removeFromGroups': {
          const ids = await existingPersonIds(db, actor.accountId, named);
          const removed = await removeFromGroups(db, ids, body.userGroupIds);
          return { changed: removed, skipped: Math.max(0, named.length * body.userGroupIds.length - removed) };
        }
        case 'resendInvitation': {
          const invited = await db
            .select({ id: users.id, accountId: users.accountId, email: users.email, firstName: users.firstName })
            .from(users)
            .where(and(eq(users.accountId, actor.accountId), inArray(users.id, named), eq(users.status, 'invited')));
          const mail = await db.transaction((tx) => invite(tx, invited, DEFAULT_INVITATION_DAYS));
          mail();
          return result(invited.length);
        }
        case 'deactivate': {
          const changed = await db.transaction(async (tx) => deactivate(tx, await changeableIds(tx, actor, named)));
          recentSessions.forgetPeople(named);
          return result(changed);
        }
        case 'reactivate':
          return result(await db.transaction(async (tx) => reactivate(tx, await existingPersonIds(tx, actor.accountId, named))));
        case 'delete': {
          const changed = await db.transaction(async (tx) => erase(tx, await changeableIds(tx, actor, named)));
          recentSessions.forgetPeople(named);
          return result(changed);
        }
      }
    },
  };
}
