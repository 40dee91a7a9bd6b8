import { SEARCH_PERFORMED_EVENT } from '@slidewise/core';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { useSearchTracking } from './search-tracking.ts';

const sentEvents = (requests: ReturnType<typeof mockApi>) =>
  requests
    .filter((request) => request.path === '/api/events')
    .flatMap((request) => (request.body as { batch: { event: string; properties: unknown }[] }).batch);

describe('useSearchTracking', () => {
  it('tracks a search once it settles with its results, never the words, and once per query', async () => {
    const requests = mockApi({ 'POST /api/events': { status: 202, body: { accepted: 1 } } });
    const { rerender } = renderHook(({ query, count }) => useSearchTracking('people', query, count), {
      initialProps: { query: 'a', count: undefined as number | undefined },
    });
    // Typing on, and results still loading: nothing yet.
    rerender({ query: 'ada', count: undefined });
    rerender({ query: 'ada l', count: 2 });
    await waitFor(() => expect(sentEvents(requests)).toHaveLength(1), { timeout: 3000 });
    expect(sentEvents(requests)[0]).toMatchObject({
      event: SEARCH_PERFORMED_EVENT,
      properties: { scope: 'people', query_length: 5, result_count: 2 },
    });
    // The same query again (its results read again) is not a new search.
    rerender({ query: 'ada l', count: 3 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(sentEvents(requests)).toHaveLength(1);
  });
});
