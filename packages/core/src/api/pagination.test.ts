import { describe, expect, it } from 'vitest';
import { paginationQuerySchema } from './pagination.ts';
import { courseListQuerySchema } from './courses.ts';

describe('courseListQuerySchema', () => {
  it('defaults to the spec: page 1, pageSize 2000', () => {
    expect(courseListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 2000 });
  });

  it('coerces query-string numbers', () => {
    expect(courseListQuerySchema.parse({ page: '3', pageSize: '25' })).toEqual({ page: 3, pageSize: 25 });
  });

  it('rejects out-of-range and non-integer values', () => {
    for (const query of [{ page: '0' }, { pageSize: '2001' }, { pageSize: '0' }, { page: '1.5' }, { page: 'abc' }]) {
      expect(courseListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('paginationQuerySchema', () => {
  it('needs a page size but defaults the page', () => {
    expect(paginationQuerySchema.safeParse({}).success).toBe(false);
    expect(paginationQuerySchema.parse({ pageSize: '10' })).toEqual({ page: 1, pageSize: 10 });
  });
});
