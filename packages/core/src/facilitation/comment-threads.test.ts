import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPagedList, type PagedList } from '../entities/paged-list.ts';
import { addThreadComment, receiveThreadComments, type ThreadComment } from './comment-threads.ts';

interface Note extends ThreadComment {
  content: string;
}

// Comment n was written at minute n, so a higher number is newer.
const note = (n: number, content = `c${n}`): Note => ({
  id: `c${n}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  content,
});
/** A server page: newest first, as the API sends comments. */
const serverPage = (numbers: number[], currentPage: number, totalCount: number): PagedList<Note> => ({
  items: [...numbers].sort((a, b) => b - a).map((n) => note(n)),
  currentPage,
  totalCount,
});
const idsOf = (thread: PagedList<Note>) => thread.items.map((item) => item.id);

describe('receiveThreadComments', () => {
  it('reverses the server page so the oldest comment is first', () => {
    const thread = receiveThreadComments(emptyPagedList<Note>(), serverPage([9, 8], 1, 9));
    expect(idsOf(thread)).toEqual(['c8', 'c9']);
    expect(thread.totalCount).toBe(9);
  });

  it('puts an older later page before what is shown and takes its page number', () => {
    const first = receiveThreadComments(emptyPagedList<Note>(), serverPage([9, 8], 1, 9));
    const second = receiveThreadComments(first, serverPage([7, 6], 2, 9));
    expect(idsOf(second)).toEqual(['c6', 'c7', 'c8', 'c9']);
    expect(second.currentPage).toBe(2);
  });

  it('lists a comment once when a page sends it again, with the server copy', () => {
    const first = receiveThreadComments(emptyPagedList<Note>(), serverPage([9, 8], 1, 9));
    const second = receiveThreadComments(first, { items: [note(8, 'edited'), note(7)], currentPage: 2, totalCount: 9 });
    expect(idsOf(second)).toEqual(['c7', 'c8', 'c9']);
    expect(second.items[1]?.content).toBe('edited');
  });

  it('replaces the thread with page 1', () => {
    const shown = receiveThreadComments(receiveThreadComments(emptyPagedList<Note>(), serverPage([9, 8], 1, 9)), serverPage([7, 6], 2, 9));
    expect(idsOf(receiveThreadComments(shown, serverPage([10, 9], 1, 10)))).toEqual(['c9', 'c10']);
  });

  it('keeps every comment once, oldest first, in whatever order the pages arrive', () => {
    const pages = fc.array(fc.tuple(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }), fc.integer({ min: 2, max: 6 })), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }), pages, (firstPage, laterPages) => {
        let thread = receiveThreadComments(emptyPagedList<Note>(), serverPage(firstPage, 1, 31));
        for (const [numbers, page] of laterPages) thread = receiveThreadComments(thread, serverPage(numbers, page, 31));
        const expected = [...new Set([...firstPage, ...laterPages.flatMap(([numbers]) => numbers)])]
          .sort((a, b) => a - b)
          .map((n) => `c${n}`);
        expect(idsOf(thread)).toEqual(expected);
      }),
    );
  });
});

describe('addThreadComment', () => {
  it('puts the new comment last and counts it', () => {
    const thread = addThreadComment(receiveThreadComments(emptyPagedList<Note>(), serverPage([2, 1], 1, 2)), note(3));
    expect(idsOf(thread)).toEqual(['c1', 'c2', 'c3']);
    expect(thread.totalCount).toBe(3);
  });

  it('counts a comment once when it arrives twice (the answer and a refetch)', () => {
    const once = addThreadComment(emptyPagedList<Note>(), note(3));
    const twice = addThreadComment(once, note(3, 'again'));
    expect(idsOf(twice)).toEqual(['c3']);
    expect(twice.totalCount).toBe(1);
    expect(twice.items[0]?.content).toBe('again');
  });
});
