import type { AppContext } from '../../context.ts';
import { notificationMail } from './notification-mail.ts';
import { lockWaitingForEmail, recipient, settleEmail, turnedOffKinds } from './repo.ts';
import type { NotificationKind } from '@slidewise/core';

/**
 * The job `notifications.email`: everything waiting for the person goes out in one message (a digest
 * when several), except the kinds they turned off, which are settled unsent. The rows stay locked until
 * the mail is sent: a failed send rolls back and the queue retries; a second server skips them meanwhile.
 */
export function notificationEmailJob({ db, clock, mailer, config }: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>) {
  return async ({ userId }: { userId: string }): Promise<void> => {
    await db.transaction(async (transaction) => {
      const waiting = await lockWaitingForEmail(transaction, userId);
      if (waiting.length === 0) return;
      const off = new Set(await turnedOffKinds(transaction, userId, 'email'));
      const wanted = waiting.filter((row) => !off.has(row.kind as NotificationKind));
      const person = await recipient(transaction, userId);
      if (wanted.length > 0 && person) {
        const items = wanted.map((row) => ({ kind: row.kind as NotificationKind, subject: row.subject }));
        await mailer.send(notificationMail(person, items, `${config.publicUrl}/notifications`));
      }
      await settleEmail(
        transaction,
        waiting.map((row) => row.id),
        clock(),
      );
    });
  };
}
