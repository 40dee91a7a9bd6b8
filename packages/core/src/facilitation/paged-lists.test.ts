import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PagedList } from '../entities/paged-list.ts';
import { listHasMore, listNextPage, receiveListPage, removeListItem, replaceListItem } from './paged-lists.ts';

interface Row {
  id: string;
  label: string;
}

const row = (id: string, label = id): Row => ({ id, label });
const list = (ids: string[], currentPage = 1, totalCount = ids.length): PagedList<Row> => ({
  items: ids.map((id) => row(id)),
  currentPage,
  totalCount,
});
const idsOf = (paged: PagedList<Row>) => paged.items.map((item) => item.id);

describe('receiveListPage', () => {
  it('replaces everything with page 1', () => {
    const next = receiveListPage(list(['a', 'b', 'c', 'd'], 2, 9), list(['x', 'y'], 1, 7));
    expect(idsOf(next)).toEqual(['x', 'y']);
    expect(next.currentPage).toBe(1);
    expect(next.totalCount).toBe(7);
  });

  it('appends a later page and takes its page number and total', () => {
    const next = receiveListPage(list(['a', 'b'], 1, 5), list(['c', 'd'], 2, 6));
    expect(idsOf(next)).toEqual(['a', 'b', 'c', 'd']);
    expect(next.currentPage).toBe(2);
    expect(next.totalCount).toBe(6);
  });

  it('lists an item once when a shifted page boundary sends it again, keeping the server copy in place', () => {
    const next = receiveListPage(list(['a', 'b']), { items: [row('b', 'b edited'), row('c')], currentPage: 2, totalCount: 3 });
    expect(idsOf(next)).toEqual(['a', 'b', 'c']);
    expect(next.items[1]?.label).toBe('b edited');
  });

  it('never repeats an id, keeps what it had and ends with the page, whatever the pages', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 });
    fc.assert(
      fc.property(ids, ids, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 2, max: 5 }), (held, arriving, heldPage, arrivingPage) => {
        const before = list([...new Set(held)], heldPage, 20);
        const after = receiveListPage(before, list(arriving, arrivingPage, 20));
        const afterIds = idsOf(after);
        expect(new Set(afterIds).size).toBe(afterIds.length);
        expect(afterIds.slice(0, before.items.length)).toEqual(idsOf(before));
        expect(new Set(afterIds)).toEqual(new Set([...idsOf(before), ...arriving]));
        expect(after.currentPage).toBe(Math.max(heldPage, arrivingPage));
      }),
    );
  });
});

describe('removeListItem', () => {
  it('removes the item and lowers the total', () => {
    const next = removeListItem(list(['a', 'b'], 1, 10), 'a');
    expect(idsOf(next)).toEqual(['b']);
    expect(next.totalCount).toBe(9);
  });

  it('never lowers the total below 0', () => {
    expect(removeListItem(list(['a'], 1, 0), 'a').totalCount).toBe(0);
  });

  it('changes nothing for an id it does not hold', () => {
    const before = list(['a'], 1, 4);
    expect(removeListItem(before, 'z')).toBe(before);
  });

  it('keeps the total at 0 or more for any sequence of deletions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 8 }), fc.integer({ min: 0, max: 3 }), (deletions, total) => {
        const final = deletions.reduce((current, id) => removeListItem(current, id), list(['a', 'b', 'c'], 1, total));
        expect(final.totalCount).toBeGreaterThanOrEqual(0);
        expect(final.totalCount).toBe(Math.max(0, total - new Set(deletions).size));
      }),
    );
  });
});

describe('replaceListItem, listHasMore and listNextPage', () => {
  it('replaces by id and ignores unknown ids', () => {
    expect(replaceListItem(list(['a', 'b']), row('b', 'graded')).items[1]?.label).toBe('graded');
    const before = list(['a']);
    expect(replaceListItem(before, row('z'))).toBe(before);
  });

  it('offers more while fewer items are loaded than the server counts', () => {
    expect(listHasMore(list(['a'], 1, 2))).toBe(true);
    expect(listHasMore(list(['a', 'b'], 1, 2))).toBe(false);
    expect(listNextPage(list(['a'], 3, 9))).toBe(4);
    expect(listNextPage(list([], 3, 0))).toBe(1);
  });
});
