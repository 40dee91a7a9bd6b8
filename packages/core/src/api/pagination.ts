import { z } from 'zod';
import { DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE } from './domain.ts';

// Query strings arrive as text, hence the coercion; the largest page is the spec's mini-course page (2000).
// The page cap keeps (page - 1) × pageSize a valid SQL offset.
const MAX_PAGE = 1_000_000;
const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(DEFAULT_PAGE);
const pageSizeSchema = z.coerce.number().int().min(1).max(MINI_COURSE_PAGE_SIZE);

export const paginationQuerySchema = z.object({ page: pageSchema, pageSize: pageSizeSchema });
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
