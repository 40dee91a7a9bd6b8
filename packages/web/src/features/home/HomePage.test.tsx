import { courseStatusDisplay, toMiniCourse } from '@slidewise/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const welcome = toMiniCourse(
  { id: 'c1', title: 'Welcome to Slidewise', description: 'A first tour.', courseStatus: 'Published', thumbnail: '' },
  '2024-05-01T09:30:00.000Z',
);
const safety = toMiniCourse(
  { id: 'c2', title: 'Site safety', description: '', courseStatus: 'InReview', thumbnail: '' },
  '2024-05-02T09:30:00.000Z',
);

describe('the home page', () => {
  it('greets the user and lists the account’s courses with their status label and colour', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/courses': { status: 200, body: { items: [welcome, safety], totalCount: 2, currentPage: 1, pageSize: 2000 } },
    });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your courses' })).toBeTruthy();
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(await screen.findByText('Analytical Engines · Enterprise plan')).toBeTruthy();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Welcome to Slidewise', 'Site safety']);
    expect(within(items[0]!).getByRole('link', { name: 'Welcome to Slidewise' }).getAttribute('href')).toBe('/course/c1/edit');

    const published = within(items[0]!).getByText('Published');
    expect(published.style.getPropertyValue('--status-color')).toBe(courseStatusDisplay.Published.color);
    const inReview = within(items[1]!).getByText('In Review');
    expect(inReview.style.getPropertyValue('--status-color')).toBe(courseStatusDisplay.InReview.color);

    const coursesCall = requests.find((request) => request.path === '/api/courses');
    expect(coursesCall?.credentials).toBe('include');
    const url = (fetch as unknown as { mock: { calls: [string][] } }).mock.calls
      .map(([called]) => String(called))
      .find((called) => called.startsWith('/api/courses'));
    expect(url).toBe('/api/courses?page=1&pageSize=2000');
  });

  it('shows the statuses in Spanish too', async () => {
    mockApi({ ...signedIn, 'GET /api/courses': { status: 200, body: { items: [safety], totalCount: 1, currentPage: 1, pageSize: 2000 } } });
    await renderApp('/', { language: 'es-ES' });
    expect(await screen.findByText('En revisión')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tus cursos' })).toBeTruthy();
  });

  it('shows an empty state', async () => {
    mockApi({ ...signedIn, 'GET /api/courses': { status: 200, body: { items: [], totalCount: 0, currentPage: 1, pageSize: 2000 } } });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeTruthy();
  });

  it('shows a loading state first', async () => {
    mockApi({ ...signedIn, 'GET /api/courses': () => new Promise(() => {}) });
    await renderApp('/');
    expect(await screen.findByText('Loading your courses…')).toBeTruthy();
  });

  it('shows an error state with the server’s message and tries again on request', async () => {
    let attempts = 0;
    mockApi({
      ...signedIn,
      'GET /api/courses': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: 'The database is unavailable.', code: 'internal' } }
          : { status: 200, body: { items: [welcome], totalCount: 1, currentPage: 1, pageSize: 2000 } };
      },
    });
    const { user } = await renderApp('/');
    expect(await screen.findByText('We could not load your courses.')).toBeTruthy();
    // The page and the toast both carry the server's message.
    expect(screen.getAllByText('The database is unavailable.').length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Welcome to Slidewise' })).toBeTruthy();
  });

  it('signs out and goes to the sign-in page', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/courses': { status: 200, body: { items: [], totalCount: 0, currentPage: 1, pageSize: 2000 } },
      'POST /api/auth/logout': { status: 204 },
    });
    const { user, router } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/auth/logout')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  describe('search and status filter', () => {
    const drivers = toMiniCourse(
      { id: 'c3', title: 'Safety for drivers', description: 'Before the long trip.', courseStatus: 'Draft', thumbnail: '' },
      '2024-05-03T09:30:00.000Z',
    );
    const three = { items: [welcome, safety, drivers], totalCount: 3, currentPage: 1, pageSize: 2000 };
    const titles = () => screen.queryAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

    it('narrows the list as the author types, and by status, and keeps both in the address', async () => {
      mockApi({ ...signedIn, 'GET /api/courses': { status: 200, body: three } });
      const { user, router } = await renderApp('/');
      await screen.findByRole('link', { name: 'Welcome to Slidewise' });

      await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'SAFETY');
      expect(titles()).toEqual(['Site safety', 'Safety for drivers']);
      expect(screen.getByText('2 of 3 courses')).toBeTruthy();

      const status = screen.getByRole('combobox', { name: 'Status' });
      expect(within(status).getByRole('option', { name: 'Draft (1)' })).toBeTruthy();
      await user.selectOptions(status, 'Draft');
      expect(titles()).toEqual(['Safety for drivers']);
      expect(router.state.location.search).toBe('?search=SAFETY&status=Draft');
    });

    it('opens filtered from a bookmarked address, and says when nothing matches, with a way back', async () => {
      mockApi({ ...signedIn, 'GET /api/courses': { status: 200, body: three } });
      const { user } = await renderApp('/?status=Archived');
      expect(await screen.findByRole('heading', { name: 'No course matches' })).toBeTruthy();
      expect(titles()).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
      expect(titles()).toEqual(['Welcome to Slidewise', 'Site safety', 'Safety for drivers']);
      expect(screen.getByText('Courses: 3')).toBeTruthy();
    });

    it('is in Spanish too', async () => {
      mockApi({ ...signedIn, 'GET /api/courses': { status: 200, body: three } });
      await renderApp('/?search=drivers', { language: 'es-ES' });
      expect(await screen.findByRole('searchbox', { name: 'Buscar cursos' })).toBeTruthy();
      expect(screen.getByText('1 de 3 cursos')).toBeTruthy();
      expect(screen.getByRole('option', { name: 'Todos los estados (3)' })).toBeTruthy();
    });
  });

  it('gives a course without a picture, or whose picture fails, the same card shape with its initial', async () => {
    const pictured = toMiniCourse(
      { id: 'c4', title: 'pictured', description: '', courseStatus: 'Draft', thumbnail: 'https://images.example/broken.png' },
      '2024-05-04T09:30:00.000Z',
    );
    mockApi({
      ...signedIn,
      'GET /api/courses': { status: 200, body: { items: [welcome, pictured], totalCount: 2, currentPage: 1, pageSize: 2000 } },
    });
    await renderApp('/');
    const [withoutPicture, withPicture] = await screen.findAllByRole('listitem');
    expect(withoutPicture!.querySelector('.course-card__placeholder')?.textContent).toBe('W');

    const image = withPicture!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://images.example/broken.png');
    fireEvent.error(image);
    expect(withPicture!.querySelector('img')).toBeNull();
    expect(withPicture!.querySelector('.course-card__placeholder')?.textContent).toBe('P');
  });
});
