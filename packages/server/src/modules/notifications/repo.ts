import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { localeSchema, notificationKinds, type NotificationKind, type NotificationPreference } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import type { MailRecipient } from './notification-mail.ts';

// Every query names the person (user id): nobody reads or changes another's notifications.

export interface NewNotification {
  accountId: string;
  userId: string;
  kind: NotificationKind;
  subject: Record<string, string | null>;
  /** What the news is about; the same key for the same person is stored once (see schema-due-dates.ts). */
  dedupeKey: string;
}

const INSERT_BATCH = 1000;

/** Stores the notifications not stored before; answers the ones this call stored. */
export async function insertNotifications(db: Executor, rows: readonly NewNotification[], now: Date) {
  const inserted: { id: string; userId: string }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row, createdAt: now }));
    inserted.push(
      ...(await db
        .insert(notifications)
        .values(batch)
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning({ id: notifications.id, userId: notifications.userId })),
    );
  }
  return inserted;
}

/** The kinds the person turned off in the centre, or by e-mail. */
export async function turnedOffKinds(db: Executor, userId: string, channel: 'inApp' | 'email'): Promise<NotificationKind[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences[channel], false)));
  return rows.map((row) => row.kind as NotificationKind);
}

export async function listNotifications(db: Executor, userId: string, hiddenKinds: readonly string[], limit: number) {
  const shown = and(
    eq(notifications.userId, userId),
    hiddenKinds.length > 0 ? notInArray(notifications.kind, [...hiddenKinds]) : undefined,
  );
  const [items, [unread]] = await Promise.all([
    db.select().from(notifications).where(shown).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(and(shown, isNull(notifications.readAt))),
  ]);
  return { items, unreadCount: unread?.count ?? 0 };
}

export async function markRead(db: Executor, userId: string, ids: readonly string[] | 'all', now: Date): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, [...ids])),
    );
}

export async function preferencesOf(db: Executor, userId: string): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return notificationKinds.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { kind, inApp: row?.inApp ?? true, email: row?.email ?? true };
  });
}

export async function savePreferences(
  db: Executor,
  person: { accountId: string; userId: string },
  items: readonly NotificationPreference[],
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(items.map((item) => ({ ...person, ...item, modifiedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, modifiedAt: now },
    });
}

/**
 * The person's notifications still waiting for e-mail, locked for this transaction so a second server
 * sending the same person's digest at once skips them instead of sending them again.
 */
export async function lockWaitingForEmail(db: Executor, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.emailSettledAt)))
    .orderBy(notifications.createdAt, notifications.id)
    .for('update', { skipLocked: true });
}

export async function settleEmail(db: Executor, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailSettledAt: now })
    .where(inArray(notifications.id, [...ids]));
}

/**
 * Who a notification e-mail goes to, and the language they chose in the app (null when none we write);
 * nobody for a person deactivated (or not yet joined) since: what waited for them is settled unsent.
 */
export async function recipient(db: Executor, userId: string): Promise<MailRecipient | undefined> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .limit(1);
  return row && { ...row, language: localeSchema.safeParse(row.language).data ?? null };
}
