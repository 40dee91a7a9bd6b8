import type { Topic } from '@slidewise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';
import { editorCourse, lessonSummary, noLessons } from '../../../test/course-fixtures.ts';

const course = editorCourse();
const base = {
  ...signedIn,
  'GET /api/courses/c1': { status: 200, body: course },
  ...noLessons('c1'),
  // The public section's share panel (PublicPageShare has its own tests).
  'GET /api/courses/c1/public-page': { status: 200, body: { status: 'no-slug', url: null, qrCodeSvg: null, embedSnippet: null } },
};

describe('the topics section', () => {
  it('adds, renames and deletes topics', async () => {
    let topics: Topic[] = [{ id: 't1', courseId: 'c1', name: 'Loading docks' }];
    const requests = mockApi({
      ...base,
      'GET /api/courses/c1/topics': () => ({ status: 200, body: topics }),
      'POST /api/courses/c1/topics': ({ body }) => {
        const topic = { id: 't2', courseId: 'c1', name: (body as { name: string }).name };
        topics = [...topics, topic];
        return { status: 201, body: topic };
      },
      'PUT /api/courses/c1/topics/t1': ({ body }) => {
        topics = topics.map((topic) => (topic.id === 't1' ? { ...topic, name: (body as { name: string }).name } : topic));
        return { status: 200, body: topics[0] };
      },
      'DELETE /api/courses/c1/topics/t2': () => {
        topics = topics.filter((topic) => topic.id !== 't2');
        return { status: 204 };
      },
    });
    const { user } = await renderApp('/course/c1/edit?section=topics');
    expect(await screen.findByText('Loading docks')).toBeTruthy();

    await user.type(screen.getByLabelText('New topic'), 'Ramps');
    await user.click(screen.getByRole('button', { name: 'Add topic' }));
    expect(await screen.findByText('Ramps')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rename topic Loading docks' }));
    const field = screen.getByLabelText('New name for Loading docks');
    await user.clear(field);
    await user.type(field, 'Docks{Enter}');
    expect(await screen.findByText('Docks')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete topic Ramps' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this topic?' })).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('Docks');
    expect(screen.queryByText('Ramps')).toBeNull();
    expect(requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/courses/c1/topics', { name: 'Ramps' }],
      ['PUT', '/api/courses/c1/topics/t1', { name: 'Docks' }],
      ['DELETE', '/api/courses/c1/topics/t2', undefined],
    ]);
  });

  it('has an empty state', async () => {
    mockApi({ ...base, 'GET /api/courses/c1/topics': { status: 200, body: [] } });
    await renderApp('/course/c1/edit?section=topics');
    expect(await screen.findByText('This course has no topics yet.')).toBeTruthy();
  });
});

const detail = { id: 'pd1', thumbnail: '', urlSlug: null, courseLinks: [], excludedLessons: [], excludedSlides: [], ratingLinks: [] };

describe('the public page section', () => {
  it('offers to set the page up when the course has none', async () => {
    const requests = mockApi({
      ...base,
      'GET /api/courses/c1/public-details': { status: 200, body: [] },
      'POST /api/courses/c1/public-details': { status: 201, body: detail },
      'GET /api/courses/c1/public-details/url-slugs': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/pd1/course-links': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/user-course-ratings': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/excluded-lessons': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/excluded-slides': { status: 200, body: [] },
    });
    const { user } = await renderApp('/course/c1/edit?section=public');
    await user.click(await screen.findByRole('button', { name: 'Set up the public page' }));
    expect(await screen.findByRole('heading', { name: 'Page address' })).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/courses/c1/public-details')).toBe(true);
  });

  it('validates the url slug, and shows the server’s message when it is taken', async () => {
    const requests = mockApi({
      ...base,
      'GET /api/courses/c1/public-details': { status: 200, body: [detail] },
      'GET /api/courses/c1/public-details/url-slugs': { status: 200, body: [] },
      'POST /api/courses/c1/public-details/url-slugs': {
        status: 409,
        body: { message: 'This address is already taken by another course.', code: 'url_slug_taken' },
      },
      'GET /api/courses/c1/public-details/pd1/course-links': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/user-course-ratings': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/excluded-lessons': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/excluded-slides': { status: 200, body: [] },
    });
    const { user } = await renderApp('/course/c1/edit?section=public');
    const slug = await screen.findByLabelText('URL slug');
    const form = screen.getByRole('form', { name: 'Page address' });

    await user.type(slug, 'Forklift Safety');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Use lower-case letters, digits and single hyphens, like forklift-safety.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(slug);
    // An empty slug proposes one made from the course title.
    await user.click(within(form).getByRole('button', { name: 'Use “forklift-safety”' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This web address is already taken; choose another one.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ urlSlug: 'forklift-safety' });
  });

  it("shows a failure to read the page's address with a way to try again, never an empty address to save", async () => {
    let slugs = { status: 500, body: { message: 'Something went wrong!', code: 'internal_error' } as unknown };
    mockApi({
      ...base,
      'GET /api/courses/c1/public-details': { status: 200, body: [detail] },
      'GET /api/courses/c1/public-details/url-slugs': () => slugs,
      'GET /api/courses/c1/public-details/pd1/course-links': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/user-course-ratings': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/excluded-lessons': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/excluded-slides': { status: 200, body: [] },
    });
    const { user } = await renderApp('/course/c1/edit?section=public');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.queryByLabelText('URL slug')).toBeNull();
    slugs = { status: 200, body: [{ id: 's1', urlSlug: 'forklift-safety' }] };
    await user.click(retry);
    expect(((await screen.findByLabelText('URL slug')) as HTMLInputElement).value).toBe('forklift-safety');
  });

  it('adds links one by one or several at once, deletes them, and leaves lessons off the page', async () => {
    let links = [{ id: 'k1', title: 'Handbook', url: 'https://example.com/handbook' }];
    const requests = mockApi({
      ...base,
      'GET /api/course/c1/lessons': { status: 200, body: [lessonSummary('l1', 'Discussion', 'Your site')] },
      'GET /api/courses/c1/public-details': { status: 200, body: [detail] },
      'GET /api/courses/c1/public-details/url-slugs': { status: 200, body: [{ id: 's1', urlSlug: 'forklift-safety' }] },
      'GET /api/courses/c1/public-details/pd1/course-links': () => ({ status: 200, body: links }),
      'POST /api/courses/c1/public-details/pd1/course-links/multi': ({ body }) => {
        const added = (body as { links: { title: string; url: string }[] }).links.map((link, index) => ({ id: `m${index}`, ...link }));
        links = [...links, ...added];
        return { status: 201, body: added };
      },
      'DELETE /api/courses/c1/public-details/pd1/course-links/k1': () => {
        links = links.filter((link) => link.id !== 'k1');
        return { status: 204 };
      },
      'GET /api/courses/c1/public-details/user-course-ratings': { status: 200, body: [] },
      'GET /api/courses/c1/public-details/excluded-lessons': { status: 200, body: [] },
      'POST /api/courses/c1/public-details/excluded-lessons': { status: 201, body: { id: 'x1', lessonId: 'l1' } },
      'GET /api/courses/c1/public-details/excluded-slides': { status: 200, body: [] },
    });
    const { user } = await renderApp('/course/c1/edit?section=public');
    expect(await screen.findByRole('link', { name: 'Handbook' })).toBeTruthy();
    expect((screen.getByLabelText('URL slug') as HTMLInputElement).value).toBe('forklift-safety');

    await user.click(screen.getByRole('button', { name: 'Add several links' }));
    const many = screen.getByLabelText('Links, one a line');
    await user.type(many, 'Rules | https://example.com/rules{Enter}not a link');
    await user.click(screen.getByRole('button', { name: 'Add all' }));
    expect(screen.getByText('These lines are not links: 2.')).toBeTruthy();
    await user.clear(many);
    await user.type(many, 'Rules | https://example.com/rules{Enter}https://example.com/faq');
    await user.click(screen.getByRole('button', { name: 'Add all' }));
    expect(await screen.findByRole('link', { name: 'Rules' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete link Handbook' }));
    await screen.findByRole('link', { name: 'Rules' });
    expect(screen.queryByRole('link', { name: 'Handbook' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Hide Your site' }));
    expect(requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'POST',
        '/api/courses/c1/public-details/pd1/course-links/multi',
        {
          links: [
            { title: 'Rules', url: 'https://example.com/rules' },
            { title: 'https://example.com/faq', url: 'https://example.com/faq' },
          ],
        },
      ],
      ['DELETE', '/api/courses/c1/public-details/pd1/course-links/k1', undefined],
      ['POST', '/api/courses/c1/public-details/excluded-lessons', { lessonId: 'l1' }],
    ]);
  });
});
