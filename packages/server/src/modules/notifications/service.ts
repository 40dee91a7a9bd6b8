import {
  notificationSubjectSchema,
  type NotificationKind,
  type NotificationListResponse,
  type NotificationPreference,
  type NotificationPreferencesResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { notificationCentreEnabled } from './notification-centre-flag.ts';
import { listNotifications, markRead, preferencesOf, savePreferences, turnedOffKinds } from './repo.ts';

export function createNotificationService({ db, clock, flags }: AppContext) {
  async function unreadCount(user: SignedInUser): Promise<number> {
    return (await listNotifications(db, user.id, await turnedOffKinds(db, user.id, 'inApp'), 1)).unreadCount;
  }

  return {
    async list(user: SignedInUser, limit: number): Promise<NotificationListResponse> {
      if (!(await notificationCentreEnabled(flags, user.accountId))) return { enabled: false, unreadCount: 0, items: [] };
      const { items, unreadCount } = await listNotifications(db, user.id, await turnedOffKinds(db, user.id, 'inApp'), limit);
      return {
        enabled: true,
        unreadCount,
        items: items.map((row) => ({
          id: row.id,
          kind: row.kind as NotificationKind,
          subject: notificationSubjectSchema.safeParse(row.subject).data ?? {},
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
      };
    },

    async markRead(user: SignedInUser, body: { ids?: string[] | undefined; all?: true | undefined }) {
      // Ids that are not UUIDs name no notification of this person: nothing to mark.
      const ids = body.all ? 'all' : (body.ids ?? []).filter(isRowId);
      await markRead(db, user.id, ids, clock());
      return { unreadCount: await unreadCount(user) };
    },

    async preferences(user: SignedInUser): Promise<NotificationPreferencesResponse> {
      return { items: await preferencesOf(db, user.id) };
    },

    async savePreferences(user: SignedInUser, items: readonly NotificationPreference[]): Promise<NotificationPreferencesResponse> {
      await savePreferences(db, { accountId: user.accountId, userId: user.id }, items, clock());
      return { items: await preferencesOf(db, user.id) };
    },
  };
}
