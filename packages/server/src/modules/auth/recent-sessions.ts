import type { Database } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { findSessionUser, type SignedInUser } from './session-repo.ts';
import { hashToken } from './tokens.ts';

/** How long this process answers a session from memory after reading it from the database. */
export const RECENT_SESSION_TTL_MS = 5_000;

/**
 * The sessions this process read in the last RECENT_SESSION_TTL_MS, for POST /api/events only: trackers
 * post a batch after every few clicks, and a session read per batch was a third of ingestion's database
 * work. Every other route reads the session on every request. What a stale entry can do is bounded by
 * that one use: append its own person's events to their own account (docs/decisions.md, issue 15).
 *
 * In this process the entries go as soon as what they say changes — a sign-out, a password change or
 * reset, a deactivation, a deletion, a change of roles — through `forgetSession` and `forgetPeople`, called
 * after the change commits. Another server's change reaches this one when the entry's time is up.
 */
export interface RecentSessions {
  /** The session's person, as findSessionUser answers it, read from the database at most every few seconds. */
  userOf(token: string): Promise<SignedInUser | undefined>;
  /** A session that ended (signed out). */
  forgetSession(token: string): void;
  /** People whose sessions, roles or status changed. */
  forgetPeople(userIds: Iterable<string>): void;
}

interface Remembered {
  user: SignedInUser;
  until: number;
}

export function createRecentSessions(db: Database, clock: Clock, ttlMs = RECENT_SESSION_TTL_MS): RecentSessions {
  const byTokenHash = new Map<string, Remembered>();
  // Bumped by every forget: a read that started before one may hold what was just forgotten, so it is not kept.
  let generation = 0;
  let sweptAt = 0;

  function sweep(now: number) {
    if (now - sweptAt < ttlMs) return;
    sweptAt = now;
    for (const [tokenHash, entry] of byTokenHash) if (entry.until <= now) byTokenHash.delete(tokenHash);
  }

  return {
    async userOf(token) {
      const tokenHash = hashToken(token);
      const now = clock();
      const remembered = byTokenHash.get(tokenHash);
      if (remembered && remembered.until > now.getTime()) return remembered.user;
      const startedIn = generation;
      // Found valid at the end of the entry's time, the session is valid for all of it; one that expires
      // sooner is read again on every request, as on other routes.
      const until = now.getTime() + ttlMs;
      const lasting = await findSessionUser(db, tokenHash, new Date(until));
      if (!lasting) return findSessionUser(db, tokenHash, now);
      if (generation === startedIn) {
        sweep(now.getTime());
        byTokenHash.set(tokenHash, { user: lasting, until });
      }
      return lasting;
    },
    forgetSession(token) {
      generation++;
      byTokenHash.delete(hashToken(token));
    },
    forgetPeople(userIds) {
      generation++;
      const forgotten = new Set(userIds);
      for (const [tokenHash, entry] of byTokenHash) if (forgotten.has(entry.user.id)) byTokenHash.delete(tokenHash);
    },
  };
}
