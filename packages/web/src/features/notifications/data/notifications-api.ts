import type { NotificationListResponse, NotificationPreference, NotificationPreferencesResponse } from '@slidewise/core';
import { callContract } from '../../../api/index.ts';
import { lazyModule } from '../../../api/lazy-module.ts';

const contracts = lazyModule(() => import('./notification-contracts.ts'));

// Read on every page by the bell, which stays out of the way when it fails; the centre shows the failure itself.
export async function getNotifications(): Promise<NotificationListResponse> {
  const { notificationContracts } = await contracts();
  return callContract(notificationContracts.list, { query: {} }, { silent: true });
}

export async function markNotificationsRead(body: { ids: string[] } | { all: true }): Promise<{ unreadCount: number }> {
  const { notificationContracts } = await contracts();
  return callContract(notificationContracts.markRead, { body });
}

export async function getNotificationPreferences(): Promise<NotificationPreferencesResponse> {
  const { notificationContracts } = await contracts();
  return callContract(notificationContracts.preferences, {}, { silent: true });
}

export async function saveNotificationPreferences(items: NotificationPreference[]): Promise<NotificationPreferencesResponse> {
  const { notificationContracts } = await contracts();
  return callContract(notificationContracts.savePreferences, { body: { items } });
}
