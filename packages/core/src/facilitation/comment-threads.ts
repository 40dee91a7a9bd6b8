import { DEFAULT_PAGE } from '../constants.ts';
import type { PagedList } from '../entities/paged-list.ts';
import type { IdentifiedItem } from './paged-lists.ts';

/** What the thread rules need of a comment (a discussion comment, a submission comment). */
export interface ThreadComment extends IdentifiedItem {
  createdAt: string;
}

/**
 * authoring §4: "Comments are reversed so the oldest is first, and merged without duplicates by id."
 * The server sends comments newest first, so page 1 holds the newest and a later page older ones. The
 * thread keeps the oldest first whatever order the pages arrive in: the union by id (the server's copy
 * of a comment wins), sorted by creation time, ties by id so the order never depends on arrival.
 * Page 1 replaces the thread, as every list's page 1 does.
 */
export function receiveThreadComments<Comment extends ThreadComment>(
  thread: PagedList<Comment>,
  page: PagedList<Comment>,
): PagedList<Comment> {
  const incoming = [...page.items].reverse();
  if (page.currentPage <= DEFAULT_PAGE) {
    return { items: oldestFirst(incoming), currentPage: DEFAULT_PAGE, totalCount: page.totalCount };
  }
  return {
    items: oldestFirst([...thread.items, ...incoming]),
    currentPage: Math.max(thread.currentPage, page.currentPage),
    totalCount: page.totalCount,
  };
}

/** A comment just written goes last (it is the newest) and counts once, even if it arrives twice. */
export function addThreadComment<Comment extends ThreadComment>(thread: PagedList<Comment>, comment: Comment): PagedList<Comment> {
  const known = thread.items.some((item) => item.id === comment.id);
  return {
    ...thread,
    items: oldestFirst([...thread.items, comment]),
    totalCount: known ? thread.totalCount : thread.totalCount + 1,
  };
}

/**
 * Union by id, later copies winning, sorted oldest first. Timestamps are ISO 8601 strings from one
 * server clock, compared as instants so a differing offset or precision cannot reorder them.
 */
function oldestFirst<Comment extends ThreadComment>(comments: readonly Comment[]): Comment[] {
  const byId = new Map<string, Comment>();
  for (const comment of comments) byId.set(comment.id, comment);
  return [...byId.values()].sort((left, right) => {
    const difference = instant(left.createdAt) - instant(right.createdAt);
    if (difference !== 0) return difference;
    return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
  });
}

function instant(timestamp: string): number {
  const time = Date.parse(timestamp);
  // An unreadable time sorts first rather than poisoning the comparison with NaN.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
