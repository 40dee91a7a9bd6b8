import { describe, expect, it } from 'vitest';
import { filtersFromSearch, queryFromFilters, searchFromFilters } from './overview-filters.ts';

describe('the overview filters in the address', () => {
  it('reads days and groups, and drops what is not a day', () => {
    expect(filtersFromSearch(new URLSearchParams('from=2025-06-01&to=June&groups=b,a'))).toEqual({
      from: '2025-06-01',
      groupIds: ['b', 'a'],
    });
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ groupIds: [] });
  });

  it('writes them back, and asks the API with the groups in one order (one cache entry per choice)', () => {
    const filters = { from: '2025-06-01', to: '2025-06-30', groupIds: ['b', 'a'] };
    expect(searchFromFilters(filters).toString()).toBe('from=2025-06-01&to=2025-06-30&groups=b%2Ca');
    expect(queryFromFilters(filters)).toEqual({ from: '2025-06-01', to: '2025-06-30', groupIds: 'a,b' });
    expect(queryFromFilters({ groupIds: [] })).toEqual({});
  });
});
