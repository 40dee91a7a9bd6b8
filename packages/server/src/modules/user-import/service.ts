import { and, eq, inArray, ne } from 'drizzle-orm';
import { DEFAULT_INVITATION_DAYS, type UserImportReport } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { sql } from 'drizzle-orm';
import type { SignedInUser } from '../auth/session-repo.ts';
import { createInvitationSender } from '../invitations/sender.ts';
import { refreshDynamicMembership } from '../user-groups/dynamic-membership.ts';
import { checkRows, type ImportContext, type KnownPerson, type PlannedRow } from './check-rows.ts';
import type { ImportLine } from './parse-file.ts';

// Statements stay well under PostgreSQL's 65,535 parameters (a new person is 7 values).
const CHUNK = 1000;
const chunksOf = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

async function importContext(db: Executor, accountId: string, lines: readonly ImportLine[]): Promise<ImportContext> {
  const groups = await db.select({ id: userGroups.id, name: userGroups.name }).from(userGroups).where(eq(userGroups.accountId, accountId));
  const emails = [...new Set(lines.map((line) => line.userEmail.trim().toLowerCase()).filter((email) => email !== ''))];
  const people = new Map<string, KnownPerson>();
  for (const chunk of chunksOf(emails)) {
    const rows = await db
      .select({
        id: users.id,
        accountId: users.accountId,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roles: users.roles,
      })
      .from(users)
      .where(and(inArray(users.email, chunk), ne(users.status, 'deleted')));
    const memberships =
      rows.length === 0
        ? []
        : await db
            .select({ userId: userGroupMembers.userId, groupId: userGroupMembers.userGroupId })
            .from(userGroupMembers)
            .where(
              inArray(
                userGroupMembers.userId,
                rows.map((row) => row.id),
              ),
            );
    for (const row of rows) {
      const groupIds = new Set(memberships.filter((membership) => membership.userId === row.id).map((membership) => membership.groupId));
      people.set(row.email, { ...row, groupIds });
    }
  }
  return { accountId, groupsByName: new Map(groups.map((group) => [group.name.toLowerCase(), group])), peopleByEmail: people };
}

function reportOf(planned: readonly PlannedRow[], applied: boolean): UserImportReport {
  const counted = (outcome: string) => planned.filter((row) => row.report.outcome === outcome).length;
  return {
    rows: planned.map((row) => row.report),
    created: counted('create'),
    updated: counted('update'),
    unchanged: counted('unchanged'),
    failed: counted('error'),
    applied,
  };
}

export function createUserImportService(context: AppContext) {
  const { db, clock, recentSessions } = context;
  const invite = createInvitationSender(context);

  async function plan(actor: SignedInUser, lines: readonly ImportLine[]) {
    return checkRows(lines, await importContext(db, actor.accountId, lines));
  }

  return {
    /** Every row checked, nothing written. */
    async preview(actor: SignedInUser, lines: readonly ImportLine[]): Promise<UserImportReport> {
      return reportOf(await plan(actor, lines), false);
    },

    /**
     * All or nothing: with any row in error nothing is written (the report says why, applied false),
     * unless the administrator chose to skip those rows after the preview;
     * otherwise one transaction creates the new people (invited, mailed once it commits), updates the
     * changed ones and adds everyone to their groups. Re-running the same file changes nothing.
     */
    async apply(actor: SignedInUser, lines: readonly ImportLine[], skipInvalid: boolean): Promise<UserImportReport> {
      const planned = await plan(actor, lines);
      if (!skipInvalid && planned.some((row) => row.report.outcome === 'error')) return reportOf(planned, false);
      const creates = planned.filter((row) => row.report.outcome === 'create');
      const updates = planned.filter((row) => row.report.outcome === 'update');
      const mail = await db.transaction(async (tx) => {
        const created: { id: string; accountId: string; email: string; firstName: string }[] = [];
        for (const chunk of chunksOf(creates)) {
          created.push(
            ...(await tx
              .insert(users)
              .values(
                chunk.map((row) => ({
                  accountId: actor.accountId,
                  email: row.email,
                  firstName: row.firstName,
                  lastName: row.lastName,
                  roles: row.roles,
                  status: 'invited',
                  createdAt: clock(),
                })),
              )
              .returning({ id: users.id, accountId: users.accountId, email: users.email, firstName: users.firstName })),
          );
        }
        for (const chunk of chunksOf(updates)) {
          const values = chunk.map((row) => ({ id: row.existingId, first_name: row.firstName, last_name: row.lastName, roles: row.roles }));
          await tx.execute(sql`
            update users u set first_name = v.first_name, last_name = v.last_name, roles = v.roles
            from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, first_name text, last_name text, roles text[])
            where u.id = v.id and u.account_id = ${actor.accountId}`);
        }
        const idByEmail = new Map(created.map((person) => [person.email, person.id]));
        const memberships = [...creates, ...updates].flatMap((row) =>
          row.groupIds.map((groupId) => ({ user_id: row.existingId ?? idByEmail.get(row.email)!, group_id: groupId })),
        );
        for (const chunk of chunksOf(memberships)) {
          await queryRows(
            tx,
            sql`
            insert into user_group_members (account_id, user_group_id, user_id)
            select ${actor.accountId}, v.group_id, v.user_id
            from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(user_id uuid, group_id uuid)
            on conflict do nothing`,
          );
        }
        const touched = [...created.map((person) => person.id), ...updates.map((row) => row.existingId!)];
        if (touched.length > 0) await refreshDynamicMembership(tx, actor.accountId, { userIds: touched });
        return invite(tx, created, DEFAULT_INVITATION_DAYS);
      });
      // The updated people's roles may have changed.
      recentSessions.forgetPeople(updates.map((row) => row.existingId!));
      mail();
      return reportOf(planned, true);
    },
  };
}
