import { findLibraryCourse, libraryCourses, summariseLibraryCourse } from '@slidewise/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp, signedIn } from '../../test/render-app.tsx';

const list = { status: 200, body: { items: libraryCourses.map(summariseLibraryCourse) } };

describe('the course library', () => {
  it('lists the starter courses with their length, and imports one as the account’s course', async () => {
    const requests = mockApi({
      ...signedIn,
      'GET /api/course-library': list,
      'POST /api/course-library/manual-handling/import': () => new Promise(() => {}),
    });
    await renderApp('/library');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course library' })).toBeTruthy();
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(libraryCourses.map((course) => course.title));
    const manual = cards.find((card) => within(card).queryByRole('heading', { name: 'Manual handling' }))!;
    expect(within(manual).getByText(/2 lessons · 10 slides · about 12 minutes/)).toBeTruthy();
    expect(within(manual).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe('/library/manual-handling');

    fireEvent.click(within(manual).getByRole('button', { name: 'Import Manual handling as my course' }));
    expect(await within(manual).findByText('Importing…')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/course-library/manual-handling/import')).toBe(
      true,
    );
  });

  it('previews a course lesson by lesson, in Spanish too', async () => {
    mockApi({ ...signedIn, 'GET /api/course-library/manual-handling': { status: 200, body: findLibraryCourse('manual-handling') } });
    await renderApp('/library/manual-handling', { language: 'es-ES' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 2: The safe lift' })).toBeTruthy();
    expect(screen.getByText('The safe lift, step by step')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar como mi curso' })).toBeTruthy();
    // Each slide's template is named as the Spanish lesson editor names it, not by the catalogue's English.
    expect(screen.getAllByText('Título').length).toBeGreaterThan(0);
    expect(screen.queryByText('Title', { exact: true })).toBeNull();
  });

  it('shows a loading state first', async () => {
    mockApi({ ...signedIn, 'GET /api/course-library': () => new Promise(() => {}) });
    await renderApp('/library');
    expect(await screen.findByText('Loading the library…')).toBeTruthy();
  });

  it('says so when the library cannot be loaded', async () => {
    mockApi({ ...signedIn, 'GET /api/course-library': { status: 500, body: { message: 'Broken', code: 'internal' } } });
    await renderApp('/library');
    expect(await screen.findByText('We could not load the course library.')).toBeTruthy();
  });

  it('says so when the library is empty', async () => {
    mockApi({ ...signedIn, 'GET /api/course-library': { status: 200, body: { items: [] } } });
    await renderApp('/library');
    expect(await screen.findByText('The library has no courses yet.')).toBeTruthy();
  });
});
