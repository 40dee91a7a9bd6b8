import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { courseDetail, signedInLearner } from '../test/learner-fixtures.ts';

const ratingUrl = '/api/learner/courses/c1/rating';
const startedCourse = { 'GET /api/learner/courses/c1': { status: 200, body: courseDetail({ lessonCount: 2, completedLessonCount: 1 }) } };

async function ratingSection() {
  return within(await screen.findByRole('region', { name: 'Rate this course' }));
}

describe('the course rating control', () => {
  it('is a group of five star radios; choosing one saves it, and the rating can be taken back', async () => {
    let stored: number | null = null;
    const requests = mockApi({
      ...signedInLearner,
      ...startedCourse,
      [`GET ${ratingUrl}`]: () => ({ status: 200, body: { stars: stored } }),
      [`PUT ${ratingUrl}`]: (request) => {
        stored = (request.body as { stars: number }).stars;
        return { status: 200, body: { stars: stored } };
      },
      [`DELETE ${ratingUrl}`]: () => {
        stored = null;
        return { status: 200, body: { stars: null } };
      },
    });
    await renderApp('/learn/courses/c1');
    const section = await ratingSection();
    expect(await section.findByText('You have not rated this course yet.')).toBeTruthy();
    const group = section.getByRole('group', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(await section.findByText('You rated this course 4 out of 5.')).toBeTruthy();
    expect((within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ stars: 4 });

    fireEvent.click(section.getByRole('button', { name: 'Remove my rating' }));
    expect(await section.findByText('You have not rated this course yet.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('says when the rating cannot be saved, and keeps the stars as they were', async () => {
    mockApi({
      ...signedInLearner,
      ...startedCourse,
      [`GET ${ratingUrl}`]: { status: 200, body: { stars: 2 } },
      [`PUT ${ratingUrl}`]: { status: 500, body: { message: 'Database unavailable', code: 'internal' } },
    });
    await renderApp('/learn/courses/c1');
    const section = await ratingSection();
    expect(await section.findByText('You rated this course 2 out of 5.')).toBeTruthy();
    fireEvent.click(section.getByRole('radio', { name: '5 stars' }));
    expect(await section.findByText('We could not save your rating. Try again.')).toBeTruthy();
    await waitFor(() => expect((section.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true));
  });

  it('shows a failed read with a way to try again', async () => {
    mockApi({ ...signedInLearner, ...startedCourse, [`GET ${ratingUrl}`]: { status: 500, body: { message: 'Down', code: 'internal' } } });
    await renderApp('/learn/courses/c1');
    const section = await ratingSection();
    expect(await section.findByText('We could not load your rating.')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not offered before a lesson is done', async () => {
    mockApi({
      ...signedInLearner,
      'GET /api/learner/courses/c1': { status: 200, body: courseDetail({ lessonCount: 2, completedLessonCount: 0 }) },
    });
    await renderApp('/learn/courses/c1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rate this course' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    mockApi({ ...signedInLearner, ...startedCourse, [`GET ${ratingUrl}`]: { status: 200, body: { stars: 1 } } });
    await renderApp('/learn/courses/c1', { language: 'es-ES' });
    const section = within(await screen.findByRole('region', { name: 'Valora este curso' }));
    expect(await section.findByText('Has valorado este curso con 1 de 5.')).toBeTruthy();
    expect(section.getByRole('radio', { name: '1 estrella' })).toBeTruthy();
    expect(section.getByRole('radio', { name: '3 estrellas' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Quitar mi valoración' })).toBeTruthy();
  });
});
