import type { AnalyticsOverviewQuery } from '@slidewise/core';

/** The overview's choices as the address keeps them (from, to, groups), so a view can be bookmarked and shared. */
export interface OverviewFilters {
  from?: string;
  to?: string;
  groupIds: string[];
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(search: URLSearchParams): OverviewFilters {
  const day = (name: string) => {
    const value = search.get(name);
    return value && dayPattern.test(value) ? value : undefined;
  };
  const from = day('from');
  const to = day('to');
  const groupIds = (search.get('groups') ?? '').split(',').filter((id) => id.length > 0);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), groupIds };
}

export function searchFromFilters(filters: OverviewFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.groupIds.length > 0) search.set('groups', filters.groupIds.join(','));
  return search;
}

export function queryFromFilters(filters: OverviewFilters): AnalyticsOverviewQuery {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.groupIds.length > 0 ? { groupIds: [...filters.groupIds].sort().join(',') } : {}),
  };
}
