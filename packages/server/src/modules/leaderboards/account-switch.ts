import type { Executor } from '../../db/client.ts';
import { readAccountSwitches } from '../account/switches.ts';

/** The account's leaderboardEnabled switch (templates §3.6), read the one way switches are read. */
export async function leaderboardsEnabled(db: Executor, accountId: string): Promise<boolean> {
  return (await readAccountSwitches(db, accountId)).leaderboardEnabled;
}
