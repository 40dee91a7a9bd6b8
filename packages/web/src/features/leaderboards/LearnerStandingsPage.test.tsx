import { screen, within } from '@testing-library/react';
import { defaultAccountInfo, defaultUserInfo, type LeaderboardStandings, type StandingEntry } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { accountAndPlan, renderApp } from '../../test/render-app.tsx';

const learner = defaultUserInfo({ userId: 'me', userFirstName: 'Grace', userName: 'Grace Hopper', userRoles: ['app-user'] });
const session = {
  ...accountAndPlan,
  'GET /api/me': { status: 200, body: learner },
  'GET /api/account': { status: 200, body: defaultAccountInfo({ leaderboardEnabled: true }) },
};

const entry = (rank: number, name: string, points: number, overrides: Partial<StandingEntry> = {}): StandingEntry => ({
  rank,
  id: name,
  name,
  avatarUrl: null,
  points,
  memberCount: null,
  isMe: false,
  ...overrides,
});

const standings = (items: StandingEntry[], me: StandingEntry | null): LeaderboardStandings => ({
  leaderboard: { id: 'b1', title: 'Kitchen crew', kind: 'user-group', status: 'Published', endedAt: null },
  entrantCount: 250,
  items,
  me,
});

describe("a leaderboard's standings", () => {
  it('puts the first three on the podium and keeps the learner’s own place in sight', async () => {
    const me = entry(120, 'Grace Hopper', 150, { isMe: true, id: 'me' });
    mockApi({
      ...session,
      'GET /api/learner/leaderboards/b1': {
        status: 200,
        body: standings(
          [
            entry(1, 'Ada Lovelace', 900, { avatarUrl: 'https://images.example.com/ada.png' }),
            entry(2, 'Alan Turing', 800),
            entry(2, 'Edsger Dijkstra', 800),
            entry(4, 'Barbara Liskov', 700),
            me,
          ],
          me,
        ),
      },
    });
    await renderApp('/learn/leaderboards/b1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen crew' })).toBeTruthy();
    expect(screen.getByText('You are number 120 of 250, with 150 points.').getAttribute('role')).toBe('status');
    const podium = screen.getByRole('list', { name: 'The podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#1Ada Lovelace900 points', '#2ATAlan Turing800 points', '#2EDEdsger Dijkstra800 points']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['4BLBarbara Liskov700', '120GHGrace Hopper150']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
  });

  it('answers a board the learner is not on with a clear message, and an empty board too', async () => {
    mockApi({ ...session });
    await renderApp('/learn/leaderboards/b9');
    expect(await screen.findByText('This leaderboard is not open to you, or it no longer exists.')).toBeTruthy();
    mockApi({ ...session, 'GET /api/learner/leaderboards/b1': { status: 200, body: standings([], null) } });
    await renderApp('/learn/leaderboards/b1', { language: 'es-ES' });
    expect(await screen.findByText('Aún no hay nadie en esta clasificación.')).toBeTruthy();
  });

  it('says when the account has leaderboards switched off', async () => {
    mockApi({ ...session, 'GET /api/learner/leaderboards': { status: 200, body: { enabled: false, items: [] } } });
    await renderApp('/learn/leaderboards');
    expect(await screen.findByText('Leaderboards are switched off for your account.')).toBeTruthy();
  });
});
