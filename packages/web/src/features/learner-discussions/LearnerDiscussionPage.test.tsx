import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { learnerDiscussion, post } from '../../test/activity-fixtures.ts';

const learner = { 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['app-user'] } } };
const editorTimeout = { timeout: 5000 };

describe('the learner’s discussion page', () => {
  it('shows the discussion, what completes it, and publishes the learner’s post first', async () => {
    let posted = false;
    const requests = mockApi({
      ...signedIn,
      ...learner,
      'GET /api/discussions/d1/learner': () => ({
        status: 200,
        body: learnerDiscussion(posted ? { myPostCount: 1, completed: true } : {}),
      }),
      'GET /api/discussions/d1/posts': { status: 200, body: { items: [post('p1', [1])], currentPage: 1, totalCount: 1 } },
      'POST /api/discussions/d1/posts': ({ body }) => {
        posted = true;
        return {
          status: 201,
          body: post('mine', [], {
            content: (body as { content: string }).content,
            isOwn: true,
            author: { id: 'user-1', name: 'Ada Lovelace' },
          }),
        };
      },
    });
    const { user } = await renderApp('/learn/discussions/d1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladder stories' })).toBeTruthy();
    expect(screen.getByText('Tell us about a near miss.')).toBeTruthy();
    expect(screen.getByText('write a post')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Working at height' }).getAttribute('href')).toBe('/learn/courses/c1');
    // A learner moderates nothing.
    expect(await screen.findByRole('heading', { name: "Author of p1's post" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(await screen.findByRole('textbox', { name: 'Your post' }, editorTimeout));
    await user.paste('I slipped once.');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        "Ada Lovelace's post",
        "Author of p1's post",
      ]),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ content: '<p>I slipped once.</p>' });
    // Only the learner's own post can be deleted by them.
    expect(screen.getAllByRole('button', { name: /Delete .*post/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      "Delete Ada Lovelace's post",
    ]);
    expect(await screen.findByText('Completed')).toBeTruthy();
  });

  it('lets the learner read but not post or comment once it is closed', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/discussions/d1/learner': {
        status: 200,
        body: learnerDiscussion({ open: false, planning: { startDateTime: null, endDateTime: '2026-01-01T10:00:00.000Z' } }),
      },
      'GET /api/discussions/d1/posts': { status: 200, body: { items: [post('p1', [1])], currentPage: 1, totalCount: 1 } },
    });
    await renderApp('/learn/discussions/d1');
    expect(await screen.findByText(/Closed on .*: you can read it, but not add to it\./)).toBeTruthy();
    const thread = await screen.findByRole('region', { name: "Comments on Author of p1's post" });
    expect(within(thread).getByText('Comment 1 on p1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    expect(within(thread).queryByRole('button', { name: 'Comment' })).toBeNull();
  });

  it('says when the discussion cannot be read', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/discussions/d1/learner': { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } },
      'GET /api/discussions/d1/posts': { status: 200, body: { items: [], currentPage: 1, totalCount: 0 } },
    });
    await renderApp('/learn/discussions/d1');
    expect(await screen.findByText('The discussion could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
