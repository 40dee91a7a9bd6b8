import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './directory-filters.ts';

describe('the user list’s filters in the address', () => {
  it('reads known values and falls back to the defaults for the rest', () => {
    expect(filtersFromSearch(new URLSearchParams('status=invited&sort=email&direction=desc&pageSize=100&lastActive=never'))).toEqual({
      status: 'invited',
      lastActive: 'never',
      sort: 'email',
      direction: 'desc',
      pageSize: 100,
    });
    expect(filtersFromSearch(new URLSearchParams('status=sleeping&sort=age&pageSize=7'))).toEqual({
      sort: 'name',
      direction: 'asc',
      pageSize: 25,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const filters = filtersFromSearch(new URLSearchParams('search=ann&role=reviewer&sort=lastActive'));
    expect(searchFromFilters(filters).toString()).toBe('search=ann&role=reviewer&sort=lastActive');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });
});
