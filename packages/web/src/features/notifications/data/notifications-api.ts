import {
  notificationContracts,
  type NotificationListResponse,
  type NotificationPreference,
  type NotificationPreferencesResponse,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

// Read on every page by the bell, which stays out of the way when it fails; the centre shows the failure itself.
export function getNotifications(): Promise<NotificationListResponse> {
  return callContract(notificationContracts.list, { query: {} }, { silent: true });
}

export function markNotificationsRead(body: { ids: string[] } | { all: true }): Promise<{ unreadCount: number }> {
  return callContract(notificationContracts.markRead, { body });
}

export function getNotificationPreferences(): Promise<NotificationPreferencesResponse> {
  return callContract(notificationContracts.preferences, {}, { silent: true });
}

export function saveNotificationPreferences(items: NotificationPreference[]): Promise<NotificationPreferencesResponse> {
  return callContract(notificationContracts.savePreferences, { body: { items } });
}
