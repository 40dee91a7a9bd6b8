import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn, testUser } from '../../test/render-app.tsx';
import { feedback, learnerAssessment, submission } from '../../test/activity-fixtures.ts';

const learner = { 'GET /api/me': { status: 200, body: { ...testUser, userRoles: ['app-user'] } } };
const editorTimeout = { timeout: 5000 };

describe('the learner’s assessment page', () => {
  it('submits the learner’s work and shows it waiting for a grade', async () => {
    const requests = mockApi({
      ...signedIn,
      ...learner,
      'GET /api/assessments/a1/learner': { status: 200, body: learnerAssessment() },
      'POST /api/assessments/a1/posts': ({ body }) => ({
        status: 201,
        body: submission('mine', { content: (body as { content: string }).content, isOwn: true }),
      }),
    });
    const { user } = await renderApp('/learn/assessments/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk assessment' })).toBeTruthy();
    expect(screen.getByText('Passing score: 50%')).toBeTruthy();
    expect(screen.getByText('submit your work')).toBeTruthy();
    await user.click(await screen.findByRole('textbox', { name: 'Your submission' }, editorTimeout));
    await user.paste('The ladder is unsecured.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Waiting for a grade')).toBeTruthy();
    expect(screen.getByText('The ladder is unsecured.')).toBeTruthy();
    expect(screen.getByText('Your work was submitted.')).toBeTruthy();
    expect(screen.getByText('No feedback yet: your facilitator will grade it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ content: '<p>The ladder is unsecured.</p>' });
  });

  it('shows the grade and every piece of feedback, and offers to submit again when returned', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/assessments/a1/learner': {
        status: 200,
        body: learnerAssessment({
          submission: submission('mine', {
            status: 'returned',
            score: 40,
            isOwn: true,
            feedback: [feedback('mine', { status: 'needs-revision', score: 40, content: '<p>Name the hazards.</p>' })],
          }),
        }),
      },
    });
    await renderApp('/learn/assessments/a1');
    expect(await screen.findByText('Returned for revision')).toBeTruthy();
    expect(screen.getAllByText('Score: 40%').length).toBe(2);
    expect(screen.getByText('Needs revision')).toBeTruthy();
    expect(screen.getByText('Name the hazards.')).toBeTruthy();
    expect(screen.getByText('Fay Facilitator')).toBeTruthy();
    expect(screen.getByText('Your work was returned for revision: submit it again when it is ready.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit the new version' })).toBeTruthy());
  });

  it('lets the learner change work still waiting for a grade, and not graded work', async () => {
    let graded = false;
    const requests = mockApi({
      ...signedIn,
      ...learner,
      'GET /api/assessments/a1/learner': () => ({
        status: 200,
        body: learnerAssessment({
          submission: submission('mine', { isOwn: true, content: '<p>First try.</p>', ...(graded ? { status: 'graded', score: 90 } : {}) }),
        }),
      }),
      'POST /api/assessments/a1/posts': ({ body }) => ({
        status: 200,
        body: submission('mine', { content: (body as { content: string }).content, isOwn: true, modifiedAt: new Date().toISOString() }),
      }),
    });
    const { user, unmount } = await renderApp('/learn/assessments/a1');
    await user.click(await screen.findByRole('button', { name: 'Change your submission' }));
    const box = await screen.findByRole('textbox', { name: 'Your revised submission' }, editorTimeout);
    expect(box.textContent).toBe('First try.');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('Second try.');
    await user.click(screen.getByRole('button', { name: 'Submit the new version' }));
    expect(await screen.findByText('Second try.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ content: '<p>Second try.</p>' });
    unmount();
    graded = true;
    await renderApp('/learn/assessments/a1');
    expect(await screen.findByText('Graded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change your submission' })).toBeNull();
  });

  it('does not take a submission before it opens', async () => {
    mockApi({
      ...signedIn,
      ...learner,
      'GET /api/assessments/a1/learner': {
        status: 200,
        body: learnerAssessment({ open: false, planning: { startDateTime: '2999-01-01T10:00:00.000Z', endDateTime: null } }),
      },
    });
    await renderApp('/learn/assessments/a1');
    expect(await screen.findByText(/Not open yet: it opens/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
