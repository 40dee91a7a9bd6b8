import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyPagedList, pagedListSchema } from './paged-list.ts';

describe('paged list (authoring §3)', () => {
  it('starts empty on page 1 with a total of 0', () => {
    expect(emptyPagedList()).toEqual({ items: [], currentPage: 1, totalCount: 0 });
  });

  it('validates its items and rejects page 0 and a negative total', () => {
    const schema = pagedListSchema(z.object({ id: z.string() }));
    expect(schema.parse({ items: [{ id: 'a' }], currentPage: 2, totalCount: 9 })).toEqual({
      items: [{ id: 'a' }],
      currentPage: 2,
      totalCount: 9,
    });
    expect(schema.safeParse({ items: [{ id: 1 }], currentPage: 1, totalCount: 1 }).success).toBe(false);
    expect(schema.safeParse({ items: [], currentPage: 0, totalCount: 0 }).success).toBe(false);
    expect(schema.safeParse({ items: [], currentPage: 1, totalCount: -1 }).success).toBe(false);
  });
});
