import type { Executor } from '../../db/client.ts';
import { accountSettings } from '../learner/repo.ts';

/**
 * Templates §6 names a "notification centre" feature flag. Until the account's flag service exists, the
 * flag is read here, from the account's settings (`notificationCentreEnabled`), on unless set false; this
 * is the one place to point at that service later (docs/decisions.md, "Notifications").
 */
export async function notificationCentreEnabled(db: Executor, accountId: string): Promise<boolean> {
  return (await accountSettings(db, accountId)).notificationCentreEnabled !== false;
}
