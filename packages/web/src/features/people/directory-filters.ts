import { DEFAULT_USER_PAGE_SIZE, lastActiveFilters, userSorts, userStatuses, type UserDirectoryQuery } from '@slidewise/core';

/** The list's filters and sort as they live in the address, so a filtered list can be bookmarked and shared. */
export type DirectoryFilters = Omit<UserDirectoryQuery, 'cursor'>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function filtersFromSearch(search: URLSearchParams): DirectoryFilters {
  const pageSize = Number(search.get('pageSize'));
  return {
    ...(search.get('search') ? { search: search.get('search')! } : {}),
    ...(search.get('role') ? { role: search.get('role') as DirectoryFilters['role'] } : {}),
    ...(search.get('userGroupId') ? { userGroupId: search.get('userGroupId')! } : {}),
    ...(oneOf(userStatuses, search.get('status')) ? { status: oneOf(userStatuses, search.get('status'))! } : {}),
    ...(oneOf(lastActiveFilters, search.get('lastActive')) ? { lastActive: oneOf(lastActiveFilters, search.get('lastActive'))! } : {}),
    sort: oneOf(userSorts, search.get('sort')) ?? 'name',
    direction: search.get('direction') === 'desc' ? 'desc' : 'asc',
    pageSize: [25, 50, 100].includes(pageSize) ? pageSize : DEFAULT_USER_PAGE_SIZE,
  };
}

/** The address's query for these filters: defaults are left out so the address stays short. */
export function searchFromFilters(filters: Partial<DirectoryFilters>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    if (
      (key === 'sort' && value === 'name') ||
      (key === 'direction' && value === 'asc') ||
      (key === 'pageSize' && value === DEFAULT_USER_PAGE_SIZE)
    )
      continue;
    search.set(key, String(value));
  }
  return search;
}
