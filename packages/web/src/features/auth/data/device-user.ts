// What this browser keeps of the signed-in user so the app can play on after a reload without a
// network: the last user the server confirmed, and whatever features store under the user's prefix
// (the lesson player's copies of lessons). Signing out or a session found ended clears all of it.
import type { UserInfo } from '@slidewise/core';

const USER_PREFIX = 'slidewise.user.';
const LAST_USER_KEY = `${USER_PREFIX}last`;

/** The localStorage key for something kept for the signed-in user; forgotten with the user. */
export function deviceUserKey(name: string): string {
  return `${USER_PREFIX}${name}`;
}

export function rememberLastUser(user: UserInfo): void {
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or refused (private mode): the app works online as before.
  }
}

/**
 * The last user the server confirmed on this browser, if any. Only the fields the shell reads are
 * checked: the full schema lives in a chunk that may not load without a network.
 */
export function lastKnownUser(): UserInfo | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const user = stored as Partial<UserInfo>;
    return typeof user.userId === 'string' && typeof user.userName === 'string' && Array.isArray(user.userRoles)
      ? (stored as UserInfo)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the user and everything kept for them on this browser. */
export function forgetDeviceUser(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(USER_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing was kept if storage cannot be read.
  }
}
