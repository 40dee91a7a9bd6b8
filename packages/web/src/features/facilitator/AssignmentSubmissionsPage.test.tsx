import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';
import { assessmentResponse, comment, feedback, submission } from '../../test/activity-fixtures.ts';

const page = (items: ReturnType<typeof submission>[], currentPage = 1, totalCount = items.length) => ({
  status: 200,
  body: { items, currentPage, totalCount },
});
const editorTimeout = { timeout: 5000 };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedIn,
    'GET /api/assessments/a1/latest': { status: 200, body: assessmentResponse({ gradeByPercentage: true }) },
    ...extra,
  });
}

describe('the assessment submissions screen', () => {
  it('filters by status and created date, kept in the address, and clears the filters', async () => {
    const requests = api({
      'GET /api/assessments/a1/posts': (request) =>
        request.search.includes('status=graded')
          ? page([submission('s2', { status: 'graded', score: 90 })])
          : page([submission('s1'), submission('s2', { status: 'graded', score: 90 })]),
    });
    const { user, router } = await renderApp('/assignments/a1/submissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk assessment' })).toBeTruthy();
    expect(await screen.findByText('2 submissions')).toBeTruthy();
    const filters = screen.getByRole('form', { name: 'Filter submissions' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'graded');
    expect(await screen.findByText('1 submission')).toBeTruthy();
    expect(screen.getByText(/Score 90%/)).toBeTruthy();
    await user.type(within(filters).getByLabelText('Submitted on or after'), '2026-01-05');
    await waitFor(() => expect(router.state.location.search).toBe('?status=graded&created=2026-01-05'));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/assessments/a1/posts').at(-1)?.search).toBe(
        '?page=1&pageSize=20&status=graded&created=2026-01-05',
      ),
    );
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('2 submissions')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('gives graded feedback with a result and a score, then shows the status the server derived', async () => {
    let graded = false;
    const requests = api({
      'GET /api/assessments/a1/posts': page([submission('s1')]),
      'POST /api/assessments/a1/posts/s1/comments/grade': ({ body }) => {
        graded = true;
        return { status: 201, body: feedback('s1', body as object) };
      },
      'GET /api/assessments/a1/posts/s1': () => ({
        status: 200,
        body: graded
          ? submission('s1', {
              status: 'returned',
              score: 40,
              feedback: [feedback('s1', { status: 'needs-revision', score: 40, content: '<p>Add the ladder.</p>' })],
            })
          : submission('s1'),
      }),
    });
    const { user } = await renderApp('/assignments/a1/submissions');
    const card = (await screen.findByRole('heading', { name: "Author of s1's submission" })).closest('article')!;
    expect(within(card).getByText('Waiting for a grade')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: "Give feedback on Author of s1's submission" }));
    const box = await within(card).findByRole('textbox', { name: 'Feedback' }, editorTimeout);
    await user.click(box);
    await user.paste('Add the ladder.');
    await user.click(within(card).getByRole('radio', { name: 'Needs revision' }));
    const score = within(card).getByLabelText('Score', { exact: false });
    await user.type(score, '140');
    expect(within(card).getByText('Enter a score the assessment allows.')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(score);
    await user.type(score, '40');
    await user.click(within(card).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(within(card).getAllByText('Returned for revision').length).toBe(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      content: '<p>Add the ladder.</p>',
      status: 'needs-revision',
      score: 40,
    });
    expect(within(card).getByText('Add the ladder.')).toBeTruthy();
    expect(within(card).getAllByText(/Score 40%/).length).toBeGreaterThan(0);
  });

  it('edits feedback already given', async () => {
    const given = feedback('s1', { content: '<p>Good.</p>', status: 'passed', score: 80 });
    const requests = api({
      'GET /api/assessments/a1/posts': page([submission('s1', { status: 'graded', score: 80, feedback: [given] })]),
      'PUT /api/assessments/a1/posts/s1/comments/grade/s1-f1': ({ body }) => ({ status: 200, body: { ...given, ...(body as object) } }),
      'GET /api/assessments/a1/posts/s1': {
        status: 200,
        body: submission('s1', { status: 'graded', score: 85, feedback: [{ ...given, score: 85 }] }),
      },
    });
    const { user } = await renderApp('/assignments/a1/submissions');
    await user.click(await screen.findByRole('button', { name: 'Edit feedback' }));
    const score = await screen.findByLabelText('Score', { exact: false });
    expect((score as HTMLInputElement).value).toBe('80');
    await user.clear(score);
    await user.type(score, '85');
    await user.click(screen.getByRole('button', { name: 'Save feedback' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save feedback' })).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ content: '<p>Good.</p>', status: 'passed', score: 85 });
  });

  it("offers to edit only the feedback the grader may change, and says who changed another's", async () => {
    const theirs = feedback('s1', { id: 's1-f1', content: '<p>Theirs.</p>', mayChange: false });
    const changed = feedback('s1', {
      id: 's1-f2',
      content: '<p>Regraded.</p>',
      mayChange: true,
      modifiedBy: { id: 'admin', name: 'Ada Admin' },
    });
    api({ 'GET /api/assessments/a1/posts': page([submission('s1', { status: 'graded', score: 80, feedback: [theirs, changed] })]) });
    await renderApp('/assignments/a1/submissions');
    expect(await screen.findByText('Theirs.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Edit feedback' })).toHaveLength(1);
    expect(screen.getByText(/Changed by Ada Admin \(administrator\)/)).toBeTruthy();
  });

  it('opens a submission’s comments, oldest first, and comments', async () => {
    const requests = api({
      'GET /api/assessments/a1/posts': page([submission('s1', { commentCount: 2 })]),
      'GET /api/assessments/a1/posts/s1/comments': {
        status: 200,
        body: { items: [comment('s1', 2), comment('s1', 1)], currentPage: 1, totalCount: 2 },
      },
      'POST /api/assessments/a1/posts/s1/comments': { status: 201, body: comment('s1', 5, { content: '<p>See me.</p>', isOwn: true }) },
    });
    const { user } = await renderApp('/assignments/a1/submissions');
    await user.click(await screen.findByRole('button', { name: '2 comments' }));
    const thread = await screen.findByRole('region', { name: "Comments on Author of s1's submission" });
    const texts = () =>
      within(thread)
        .queryAllByRole('listitem')
        .map((item) => item.querySelector('.activity__content')?.textContent);
    expect(texts()).toEqual(['Comment 1 on s1', 'Comment 2 on s1']);
    await user.click(await within(thread).findByRole('textbox', { name: 'Add a comment' }, editorTimeout));
    await user.paste('See me.');
    await user.click(within(thread).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(texts()).toEqual(['Comment 1 on s1', 'Comment 2 on s1', 'See me.']));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ content: '<p>See me.</p>' });
  });

  it('says when nothing matches the filters, and when the list cannot be read', async () => {
    let calls = 0;
    api({
      'GET /api/assessments/a1/posts': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'The database is unavailable.', code: 'internal_error' } } : page([]);
      },
    });
    const { user } = await renderApp('/assignments/a1/submissions?status=returned');
    expect(await screen.findByText('The submissions could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No submissions match these filters.')).toBeTruthy();
  });
});
