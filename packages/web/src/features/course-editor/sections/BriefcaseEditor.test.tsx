import type { Course } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { mediaItem } from '../../../test/media-fixtures.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const handbook = { id: 'd1', name: 'Handbook.pdf', url: 'https://intranet.example.com/handbook.pdf' };

function courseServer(initial: Course) {
  let stored = initial;
  const requests = mockApi({
    ...signedIn,
    'GET /api/courses/c1': () => ({ status: 200, body: stored }),
    ...noLessons('c1'),
    'PUT /api/courses/c1': ({ body }) => {
      const { version: _version, ...changes } = body as Partial<Course>;
      stored = { ...stored, ...changes, version: stored.version + 1 };
      return { status: 200, body: stored };
    },
    'GET /api/media': {
      status: 200,
      body: {
        items: [mediaItem({ name: 'Checklist.docx', contentType: 'briefcase-document' })],
        totalCount: 1,
        currentPage: 1,
        pageSize: 100,
      },
    },
  });
  return { requests, stored: () => stored };
}

const savedBriefcases = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.method === 'PUT' && request.path === '/api/courses/c1')
    .map((request) => (request.body as Course).briefcase);

describe('the course’s documents in the editor', () => {
  it('adds a document from the library and one by its web address, and removes one, saving each change', async () => {
    const server = courseServer(editorCourse({ briefcase: [handbook] }));
    const { user } = await renderApp('/course/c1/edit');
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(within(section).getByRole('link', { name: 'Handbook.pdf' }).getAttribute('href')).toBe(handbook.url);

    await user.click(within(section).getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    await user.click(await within(dialog).findByRole('button', { name: /Checklist\.docx/ }));
    expect(within(section).getByRole('link', { name: 'Checklist.docx' })).toBeTruthy();

    const addAddress = within(section).getByRole('button', { name: 'Add this address' });
    expect(addAddress).toHaveProperty('disabled', true);
    await user.type(within(section).getByRole('textbox', { name: 'Add a document' }), 'https://example.com/files/rota.xlsx');
    await user.click(addAddress);
    expect(within(section).getByRole('link', { name: 'rota.xlsx' })).toBeTruthy();
    expect(within(section).getByRole('textbox', { name: 'Add a document' })).toHaveProperty('value', '');

    await user.click(within(section).getByRole('button', { name: 'Remove Handbook.pdf' }));
    await waitFor(() => expect(server.stored().briefcase.map((document) => document.name)).toEqual(['Checklist.docx', 'rota.xlsx']), {
      timeout: 4000,
    });
    expect(server.stored().briefcase[0]!.url).toBe(mediaItem().url);
    expect(savedBriefcases(server.requests).length).toBeGreaterThan(0);
  });

  it('says when the course has none', async () => {
    courseServer(editorCourse({ briefcase: [] }));
    await renderApp('/course/c1/edit', { language: 'es-ES' });
    const section = await screen.findByRole('region', { name: 'Documentos' });
    expect(within(section).getByText('Aún no hay documentos.')).toBeTruthy();
  });
});
