import { COURSE_SAVE_DELAY_MS, type Course } from '@slidewise/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorCourse, noLessons } from '../../../test/course-fixtures.ts';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock.ts';
import { mediaItem } from '../../../test/media-fixtures.ts';
import { renderApp, signedIn } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
        nextCursor: null,
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
  it('adds a document from the library and removes one, saving the change', async () => {
    // The course's 2 s save delay runs on fake time: the test waits for nothing but the code.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = courseServer(editorCourse({ briefcase: [handbook] }));
    await renderApp('/course/c1/edit');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(within(section).getByRole('link', { name: 'Handbook.pdf' }).getAttribute('href')).toBe(handbook.url);

    await user.click(within(section).getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    await user.click(await within(dialog).findByRole('button', { name: /Checklist\.docx/ }));
    expect(within(section).getByRole('link', { name: 'Checklist.docx' })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Remove Handbook.pdf' }));
    await vi.advanceTimersByTimeAsync(COURSE_SAVE_DELAY_MS);
    await waitFor(() => expect(server.stored().briefcase.map((document) => document.name)).toEqual(['Checklist.docx']));
    expect(server.stored().briefcase[0]!.url).toBe(mediaItem().url);
    expect(savedBriefcases(server.requests)).toHaveLength(1);
  });

  it('adds a document by its web address, named after its file', async () => {
    courseServer(editorCourse({ briefcase: [] }));
    const { user } = await renderApp('/course/c1/edit');
    const section = await screen.findByRole('region', { name: 'Documents' });
    const addAddress = within(section).getByRole('button', { name: 'Add this address' });
    expect(addAddress).toHaveProperty('disabled', true);
    await user.click(within(section).getByRole('textbox', { name: 'Add a document' }));
    await user.paste('https://example.com/files/rota.xlsx');
    await user.click(addAddress);
    expect(within(section).getByRole('link', { name: 'rota.xlsx' }).getAttribute('href')).toBe('https://example.com/files/rota.xlsx');
    expect(within(section).getByRole('textbox', { name: 'Add a document' })).toHaveProperty('value', '');
  });

  it('says when the course has none', async () => {
    courseServer(editorCourse({ briefcase: [] }));
    await renderApp('/course/c1/edit', { language: 'es-ES' });
    const section = await screen.findByRole('region', { name: 'Documentos' });
    expect(within(section).getByText('Aún no hay documentos.')).toBeTruthy();
  });
});
