import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference } from '@slidewise/core';
import { getNotificationPreferences, getNotifications, markNotificationsRead, saveNotificationPreferences } from './notifications-api.ts';

export const notificationQueryKeys = {
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** The bell asks again every minute, so news of the due scan or a grader shows without a reload. */
const REFRESH_MS = 60_000;

export function useNotifications() {
  return useQuery({ queryKey: notificationQueryKeys.list, queryFn: getNotifications, refetchInterval: REFRESH_MS });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationQueryKeys.list }),
  });
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationQueryKeys.preferences, queryFn: getNotificationPreferences });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: NotificationPreference[]) => saveNotificationPreferences(items),
    onSuccess: (saved) => client.setQueryData(notificationQueryKeys.preferences, saved),
  });
}
