import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@slidewise/core';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const listing = (body: unknown, status = 200) => ({ 'GET /api/notifications': { status, body } });
const overdue = {
  id: 'n1',
  kind: 'overdue',
  subject: { courseId: 'c1', courseTitle: 'Fire safety', dueAt: '2026-03-01T23:59:59.999Z' },
  createdAt: '2026-03-02T08:00:00.000Z',
  readAt: null,
};
const reopened = { ...overdue, id: 'n2', kind: 'recurrence-reopened', readAt: '2026-03-03T08:00:00.000Z' };

describe('the notification centre', () => {
  it('shows the bell with the unread count and lists the notifications, each leading to its course', async () => {
    const requests = mockApi({
      ...signedIn,
      ...listing({ enabled: true, unreadCount: 1, items: [overdue, reopened] }),
      'POST /api/notifications/read': { status: 200, body: { unreadCount: 0 } },
    });
    const { user } = await renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications: 1 unread' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('notifications__item'));
    expect(first!.textContent).toContain('“Fire safety” is overdue');
    expect(within(first!).getByText('New')).toBeTruthy();
    expect(second!.textContent).toContain('“Fire safety” has opened again');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/learn/courses/c1');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/notifications/read')).toBe(true));
    expect(requests.find((request) => request.path === '/api/notifications/read')!.body).toEqual({ all: true });
  });

  it('says when there is nothing new', async () => {
    mockApi({ ...signedIn, ...listing({ enabled: true, unreadCount: 0, items: [] }) });
    await renderApp('/notifications');
    expect(await screen.findByText(/Nothing new/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications: 0 unread' })).toBeTruthy();
  });

  it('says when the centre is off, without a bell', async () => {
    mockApi({ ...signedIn, ...listing({ enabled: false, unreadCount: 0, items: [] }) });
    await renderApp('/notifications');
    expect(await screen.findByText('The notification centre is turned off for your account.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Notifications:/ })).toBeNull();
  });

  it('says when the list cannot load, with a way to try again', async () => {
    mockApi({ ...signedIn, ...listing({ message: 'The database is down.', code: 'internal' }, 503) });
    await renderApp('/notifications');
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    mockApi({ ...signedIn, ...listing({ enabled: true, unreadCount: 1, items: [overdue] }) });
    await renderApp('/notifications', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    expect(await screen.findByText(/«Fire safety» está vencido/)).toBeTruthy();
  });
});

describe('notification preferences', () => {
  it('turns a kind off by e-mail and saves every kind', async () => {
    const requests = mockApi({
      ...signedIn,
      ...listing({ enabled: true, unreadCount: 0, items: [] }),
      'GET /api/notifications/preferences': {
        status: 200,
        body: { items: notificationKinds.map((kind) => ({ kind, inApp: true, email: true })) },
      },
      'PUT /api/notifications/preferences': (request) => ({ status: 200, body: request.body }),
    });
    const { user } = await renderApp('/notifications/preferences');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification preferences' })).toBeTruthy();
    const overdueGroup = screen.getByRole('group', { name: 'Training overdue' });
    await user.click(within(overdueGroup).getByRole('checkbox', { name: 'By e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences are saved.')).toBeTruthy();
    const saved = requests.find((request) => request.method === 'PUT')!.body as { items: { kind: string; email: boolean }[] };
    expect(saved.items).toHaveLength(notificationKinds.length);
    expect(saved.items.find((item) => item.kind === 'overdue')).toMatchObject({ email: false, inApp: true });
  });

  it('says when the preferences cannot load', async () => {
    mockApi({ ...signedIn, 'GET /api/notifications/preferences': { status: 503, body: { message: 'Down', code: 'internal' } } });
    await renderApp('/notifications/preferences');
    expect(await screen.findByText('Your notification preferences could not be loaded.')).toBeTruthy();
  });
});
