import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInLearner } from '../test/learner-fixtures.ts';

const leaderboard = (body: unknown) => ({ 'GET /api/learner/courses/c1/leaderboard': { status: 200, body } });

describe('the leaderboard', () => {
  it('ranks the learners by points and marks the learner, listed after the leaders when below them', async () => {
    mockApi({
      ...signedInLearner,
      ...leaderboard({
        enabled: true,
        items: [
          { rank: 1, userId: 'u1', name: 'Ada Lovelace', points: 300, isMe: false },
          { rank: 2, userId: 'u2', name: 'Alan Turing', points: 250.4, isMe: false },
          { rank: 57, userId: 'learner-1', name: 'Grace Hopper', points: 20, isMe: true },
        ],
      }),
    });
    await renderApp('/learn/courses/c1/leaderboard');
    const table = await screen.findByRole('table', { name: 'Learners of this course by points' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Ada Lovelace300', '2Alan Turing250', '57Grace HopperYou20']);
    expect(rows[2]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.getAttribute('aria-current')).toBeNull();
    // How the points relate to what a lesson's end screen showed.
    expect(screen.getByText(/best score \(out of 100\) in each lesson of the course, added up/)).toBeTruthy();
  });

  it('says when the course has no leaderboard', async () => {
    mockApi({ ...signedInLearner, ...leaderboard({ enabled: false, items: [] }) });
    await renderApp('/learn/courses/c1/leaderboard');
    expect(await screen.findByText('This course has no leaderboard.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when nobody has points yet', async () => {
    mockApi({ ...signedInLearner, ...leaderboard({ enabled: true, items: [] }) });
    await renderApp('/learn/courses/c1/leaderboard', { language: 'es-ES' });
    expect(await screen.findByText('Aún nadie tiene puntos en este curso.')).toBeTruthy();
  });
});
