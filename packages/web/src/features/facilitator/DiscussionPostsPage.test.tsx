import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { comment, discussionResponse, post } from '../../test/activity-fixtures.ts';

const posts = (items: ReturnType<typeof post>[], currentPage: number, totalCount: number) => ({
  status: 200,
  body: { items, currentPage, totalCount },
});
const editorTimeout = { timeout: 5000 };

function base(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...signedIn, 'GET /api/discussions/d1/latest': { status: 200, body: discussionResponse() }, ...extra });
}

const commentTexts = (thread: HTMLElement) =>
  within(thread)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.activity__content')?.textContent);

describe('the discussion posts screen', () => {
  it('lists the posts with their 2 newest comments oldest first, and opens the earlier ones', async () => {
    const requests = base({
      'GET /api/discussions/d1/posts': posts(
        [
          post('p1', [4, 3], { commentCount: 4, comments: { items: [comment('p1', 4), comment('p1', 3)], currentPage: 1, totalCount: 4 } }),
          post('p2'),
        ],
        1,
        2,
      ),
      'GET /api/discussions/d1/posts/p1/comments': {
        status: 200,
        body: { items: [4, 3, 2, 1].map((n) => comment('p1', n)), currentPage: 1, totalCount: 4 },
      },
    });
    const { user } = await renderApp('/discussions/d1/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladder stories' })).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/discussions/d1/posts')?.search).toBe(
      '?page=1&pageSize=20&commentsPage=1&commentsPageSize=2',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Author of p1's post",
      "Author of p2's post",
    ]);
    const thread = screen.getByRole('region', { name: "Comments on Author of p1's post" });
    expect(commentTexts(thread)).toEqual(['Comment 3 on p1', 'Comment 4 on p1']);
    await user.click(within(thread).getByRole('button', { name: 'Show 2 earlier comments' }));
    await waitFor(() => expect(commentTexts(thread)).toEqual(['Comment 1 on p1', 'Comment 2 on p1', 'Comment 3 on p1', 'Comment 4 on p1']));
    expect(requests.find((request) => request.path === '/api/discussions/d1/posts/p1/comments')?.search).toBe('?page=1&pageSize=20');
    expect(within(thread).queryByRole('button', { name: /earlier/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: "Comments on Author of p2's post" })).getByText('No comments yet.')).toBeTruthy();
  });

  it('adds a comment last and edits and deletes comments, the count never below 0', async () => {
    const own = comment('p1', 1, { isOwn: true, content: '<p>Mine</p>' });
    const requests = base({
      'GET /api/discussions/d1/posts': posts(
        [post('p1', [], { commentCount: 1, comments: { items: [own], currentPage: 1, totalCount: 1 } })],
        1,
        1,
      ),
      'POST /api/discussions/d1/posts/p1/comments': ({ body }) => ({
        status: 201,
        body: comment('p1', 9, { content: (body as { content: string }).content, isOwn: true }),
      }),
      'PUT /api/comments/p1-c1': ({ body }) => ({
        status: 200,
        body: { ...own, content: (body as { content: string }).content, modifiedAt: new Date().toISOString() },
      }),
      'DELETE /api/comments/p1-c1': { status: 204 },
    });
    const { user } = await renderApp('/discussions/d1/posts');
    const thread = await screen.findByRole('region', { name: "Comments on Author of p1's post" });
    const box = await within(thread).findByRole('textbox', { name: 'Add a comment' }, editorTimeout);
    await user.click(box);
    // ProseMirror under happy-dom loses keystrokes typed one by one; a paste goes in whole.
    await user.paste('Well spotted');
    await user.click(within(thread).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(commentTexts(thread)).toEqual(['Mine', 'Well spotted']));
    expect(sent(requests, 'POST')).toEqual([{ content: '<p>Well spotted</p>' }]);

    await user.click(within(thread).getAllByRole('button', { name: 'Edit your comment' })[0]!);
    const editor = await within(thread).findByRole('textbox', { name: 'Edit your comment' }, editorTimeout);
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('Mine indeed');
    await user.click(within(thread).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(commentTexts(thread)[0]).toBe('Mine indeed'));
    expect(within(thread).getAllByText(/edited/).length).toBe(1);

    await user.click(within(thread).getByRole('button', { name: "Delete Learner 1's comment" }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(commentTexts(thread)).toEqual(['Well spotted']));
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/comments/p1-c1')).toBe(true);
  });

  it('deletes a post with its comments after confirming, and lowers the count', async () => {
    const requests = base({
      'GET /api/discussions/d1/posts': posts([post('p1', [1, 2]), post('p2')], 1, 2),
      'DELETE /api/discussions/d1/posts/p1': { status: 204 },
    });
    const { user } = await renderApp('/discussions/d1/posts');
    expect(await screen.findByText('2 posts')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Delete Author of p1's post" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(within(dialog).getByText('The post and its 2 comments will be deleted. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: "Author of p1's post" })).toBeNull());
    expect(screen.queryByText('Comment 1 on p1')).toBeNull();
    expect(screen.getByText('The post was deleted.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/discussions/d1/posts/p1',
    ]);
  });

  it('keeps the post when the delete is cancelled or refused', async () => {
    base({
      'GET /api/discussions/d1/posts': posts([post('p1')], 1, 1),
      'DELETE /api/discussions/d1/posts/p1': { status: 403, body: { message: 'Only facilitators delete posts.', code: 'forbidden' } },
    });
    const { user } = await renderApp('/discussions/d1/posts');
    await user.click(await screen.findByRole('button', { name: "Delete Author of p1's post" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: "Delete Author of p1's post" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Author of p1's post" })).toBeTruthy();
  });

  it('appends the next page on "Load more" and moves focus to the first new post', async () => {
    const requests = base({
      'GET /api/discussions/d1/posts': (request) =>
        request.search.includes('page=2&') ? posts([post('p3')], 2, 3) : posts([post('p1'), post('p2')], 1, 3),
    });
    const { user } = await renderApp('/discussions/d1/posts');
    expect(await screen.findByText('2 of 3 shown')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        "Author of p1's post",
        "Author of p2's post",
        "Author of p3's post",
      ]),
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Author of p3's post"));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      requests.filter((request) => request.path === '/api/discussions/d1/posts').map((request) => request.search.split('&')[0]),
    ).toEqual(['?page=1', '?page=2']);
  });

  it('says so when there are no posts, and when they cannot be loaded', async () => {
    let calls = 0;
    base({
      'GET /api/discussions/d1/posts': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } } : posts([], 1, 0);
      },
    });
    const { user } = await renderApp('/discussions/d1/posts');
    expect(await screen.findByText('The posts could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No posts yet.')).toBeTruthy();
  });
});

function sent(requests: RecordedRequest[], method: string) {
  return requests.filter((request) => request.method === method && request.path.includes('/comments')).map((request) => request.body);
}
