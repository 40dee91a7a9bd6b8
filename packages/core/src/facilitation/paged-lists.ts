import { DEFAULT_PAGE } from '../constants.ts';
import type { PagedList } from '../entities/paged-list.ts';

/** Anything a list holds: it is told apart by its id. */
export interface IdentifiedItem {
  id: string;
}

/**
 * authoring §4 "List loading": page 1 replaces the items; a later page appends its items. An item the
 * list already holds (a page boundary moved because something was added or deleted meanwhile) is
 * replaced where it stands by the server's newer copy instead of being listed twice.
 */
export function receiveListPage<Item extends IdentifiedItem>(list: PagedList<Item>, page: PagedList<Item>): PagedList<Item> {
  if (page.currentPage <= DEFAULT_PAGE) {
    return { items: withoutDuplicates(page.items), currentPage: DEFAULT_PAGE, totalCount: page.totalCount };
  }
  const incoming = new Map(page.items.map((item) => [item.id, item]));
  const kept = list.items.map((item) => incoming.get(item.id) ?? item);
  const known = new Set(list.items.map((item) => item.id));
  const appended = withoutDuplicates(page.items.filter((item) => !known.has(item.id)));
  return {
    items: [...kept, ...appended],
    currentPage: Math.max(list.currentPage, page.currentPage),
    totalCount: page.totalCount,
  };
}

/** Removes the item; the total goes down by one, never below 0 (authoring §4). Unknown ids change nothing. */
export function removeListItem<Item extends IdentifiedItem>(list: PagedList<Item>, id: string): PagedList<Item> {
  if (!list.items.some((item) => item.id === id)) return list;
  return { ...list, items: list.items.filter((item) => item.id !== id), totalCount: Math.max(0, list.totalCount - 1) };
}

/** Puts the changed item in place of the one with its id (an edit, a grade); unknown ids change nothing. */
export function replaceListItem<Item extends IdentifiedItem>(list: PagedList<Item>, changed: Item): PagedList<Item> {
  if (!list.items.some((item) => item.id === changed.id)) return list;
  return { ...list, items: list.items.map((item) => (item.id === changed.id ? changed : item)) };
}

/** Whether the server has items the list has not loaded yet: what "load more" offers. */
export function listHasMore(list: PagedList<IdentifiedItem>): boolean {
  return list.items.length < list.totalCount;
}

/** The page a "load more" asks for. */
export function listNextPage(list: PagedList<IdentifiedItem>): number {
  return list.items.length === 0 ? DEFAULT_PAGE : list.currentPage + 1;
}

/** The first copy of each id, in order (a server page should never repeat one; a list must not). */
function withoutDuplicates<Item extends IdentifiedItem>(items: readonly Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
