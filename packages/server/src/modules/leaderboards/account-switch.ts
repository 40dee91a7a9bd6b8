import type { Executor } from '../../db/client.ts';
import { accountSettings } from '../learner/repo.ts';

/**
 * The account's leaderboardEnabled switch (templates §3.6; off unless set), read from the account's
 * settings as stored today: the one place the boards read it, to point at the settings service.
 */
export async function leaderboardsEnabled(db: Executor, accountId: string): Promise<boolean> {
  return (await accountSettings(db, accountId)).leaderboardEnabled === true;
}
