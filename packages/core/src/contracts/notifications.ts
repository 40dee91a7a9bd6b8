import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  notificationReadBodySchema,
  notificationReadResponseSchema,
} from '../api/notifications.ts';
import { defineContract } from './define.ts';

const tags = ['notifications'];

/** The signed-in person's notification centre and what they choose to receive (issue 16). */
export const notificationContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/notifications',
    permission: 'notifications.readOwn',
    tags,
    summary: 'The newest notifications, the unread count and whether the notification centre is on',
    query: notificationListQuerySchema,
    responses: { 200: notificationListResponseSchema },
  }),
  markRead: defineContract({
    method: 'POST',
    path: '/api/notifications/read',
    permission: 'notifications.manageOwn',
    tags,
    summary: 'Mark notifications read: the ones named, or all',
    body: notificationReadBodySchema,
    responses: { 200: notificationReadResponseSchema },
  }),
  preferences: defineContract({
    method: 'GET',
    path: '/api/notifications/preferences',
    permission: 'notifications.readOwn',
    tags,
    summary: 'For each kind of notification, whether it is shown in the centre and sent by e-mail',
    responses: { 200: notificationPreferencesResponseSchema },
  }),
  savePreferences: defineContract({
    method: 'PUT',
    path: '/api/notifications/preferences',
    permission: 'notifications.manageOwn',
    tags,
    summary: 'Turn kinds of notification on or off, in the centre and by e-mail',
    body: notificationPreferencesBodySchema,
    responses: { 200: notificationPreferencesResponseSchema },
  }),
};
