import { z } from 'zod';
import { DEFAULT_PAGE } from '../constants.ts';

// Authoring §3: "every list is held as items, currentPage (starts at 1) and totalCount".
export function pagedListSchema<Item extends z.ZodType>(itemSchema: Item) {
  return z.object({
    items: z.array(itemSchema),
    currentPage: z.number().int().min(DEFAULT_PAGE),
    totalCount: z.number().int().min(0),
  });
}

export interface PagedList<Item> {
  items: Item[];
  currentPage: number;
  totalCount: number;
}

export function emptyPagedList<Item>(): PagedList<Item> {
  return { items: [], currentPage: DEFAULT_PAGE, totalCount: 0 };
}
