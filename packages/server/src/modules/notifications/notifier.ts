import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { insertNotifications, type NewNotification } from './repo.ts';

export type Notify = (rows: readonly NewNotification[], executor?: Executor) => Promise<number>;

export const emailJobKey = (userId: string) => `notifications.email:${userId}`;

/**
 * Stores notifications (each once, by its dedupe key) and queues each person's e-mail. The e-mail job of
 * a person waits the digest delay from their first waiting notification (later ones join it), so many
 * notifications close together go out as one digest. Answers how many were new.
 */
export function createNotifier({ db, clock, jobs, config }: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>): Notify {
  return async (rows, executor = db) => {
    if (rows.length === 0) return 0;
    const inserted = await insertNotifications(executor, rows, clock());
    for (const userId of new Set(inserted.map((row) => row.userId))) {
      await jobs.add(
        'notifications.email',
        { userId },
        { jobKey: emailJobKey(userId), keepRunAt: true, delayMs: config.notificationDigestDelayMs },
      );
    }
    return inserted.length;
  };
}
