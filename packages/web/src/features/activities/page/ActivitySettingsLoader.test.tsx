import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { withI18n } from '../../../test/with-i18n.tsx';
import type { ActivityItem, ActivityPageTexts } from '../activity-kind.ts';
import { ActivitySettingsLoader } from './ActivitySettingsLoader.tsx';

afterEach(cleanup);

const texts: ActivityPageTexts = {
  newTitle: 'New thing',
  needsCourse: 'Pick a course first',
  loading: 'Loading the thing',
  pageTitle: 'Thing',
  loadFailed: 'The thing did not load',
  backToCourse: 'Back',
  formLabel: 'Thing settings',
};
const thing = (id: string): ActivityItem => ({ id, courseId: 'c1', courseTitle: 'Course', title: `Thing ${id}`, version: 1 });

async function show(path: string, load: (id: string) => Promise<ActivityItem>, extra: Partial<ActivityPageTexts> = {}) {
  const I18n = await withI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18n>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/thing/:lessonId"
              element={
                <ActivitySettingsLoader
                  kind={{
                    queryKey: (id) => ['thing', id],
                    load,
                    newItem: (courseId) => thing(`new in ${courseId}`),
                    texts: () => ({ ...texts, ...extra }),
                  }}
                >
                  {(item) => <p>Item {item.id}</p>}
                </ActivitySettingsLoader>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18n>,
  );
}

describe('the activity settings loader', () => {
  it('makes the new item in the course ?courseId= names, without reading anything', async () => {
    const load = vi.fn(async (id: string) => thing(id));
    await show('/thing/new?courseId=c7', load);
    expect(screen.getByText('Item new in c7')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('says a new item needs a course when ?courseId= is missing', async () => {
    await show('/thing/new', async (id) => thing(id));
    expect(screen.getByRole('heading', { level: 1, name: 'New thing' })).toBeTruthy();
    expect(screen.getByText('Pick a course first')).toBeTruthy();
  });

  it('shows the spinner while loading, then the item read by its id', async () => {
    await show('/thing/t1', async (id) => thing(id));
    expect(screen.getByText('Loading the thing')).toBeTruthy();
    expect(await screen.findByText('Item t1')).toBeTruthy();
  });

  it('offers to try again only when the kind names the retry, and reads again on it', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(thing('t1'));
    await show('/thing/t1', load, { retry: 'Try again' });
    expect(await screen.findByText('The thing did not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item t1')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the failure without a retry button when the kind names none', async () => {
    await show('/thing/t1', async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('The thing did not load')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
