import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { issueUserSecret } from '../auth/tokens.ts';
import { invitationMail } from './invitation-mail.ts';
import { deleteInvitationsOf, insertInvitations } from './repo.ts';

const DAY_MS = 86_400_000;

export interface InvitedPerson {
  id: string;
  accountId: string;
  email: string;
  firstName: string;
}

/**
 * Issues each person a fresh invitation (any earlier one stops working) inside the caller's transaction.
 * The answer is a function that mails them once the answer has gone out, so inviting hundreds never
 * holds the request; the caller calls it after committing, so a rolled-back invitation is never mailed.
 */
export function createInvitationSender({ config, clock, mailer, afterResponse }: AppContext) {
  return async function invite(db: Executor, people: readonly InvitedPerson[], lifetimeDays: number): Promise<() => void> {
    if (people.length === 0) return () => {};
    const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, people[0]!.accountId));
    await deleteInvitationsOf(
      db,
      people.map((person) => person.id),
    );
    const mails: OutgoingMail[] = [];
    const rows: ReturnType<typeof issueUserSecret>['row'][] = [];
    for (const person of people) {
      const { token, row } = issueUserSecret(person, clock(), lifetimeDays * DAY_MS);
      rows.push(row);
      const link = `${config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
      mails.push(invitationMail(person.email, person.firstName, account?.name ?? 'Slidewise', link, lifetimeDays));
    }
    await insertInvitations(db, rows);
    return () =>
      afterResponse.run(async () => {
        for (const mail of mails) await mailer.send(mail);
      });
  };
}
