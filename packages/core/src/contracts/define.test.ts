import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { contractKey, defineContract, fillContractPath, successStatusOf, type ContractInput, type ContractResult } from './define.ts';

const item = defineContract({
  method: 'PUT',
  path: '/api/things/:thingId/parts/:id',
  permission: 'course.update',
  tags: ['things'],
  summary: 'Save a part',
  params: z.object({ thingId: z.string(), id: z.string() }),
  body: z.object({ name: z.string() }),
  responses: { 200: z.object({ saved: z.boolean() }) },
});

const removal = defineContract({
  method: 'DELETE',
  path: '/api/things/:thingId',
  permission: 'course.update',
  tags: ['things'],
  summary: 'Delete a thing',
  params: z.object({ thingId: z.string() }),
  responses: {},
});

describe('a contract', () => {
  it('fills its path with encoded params, and names the one missing', () => {
    expect(fillContractPath(item.path, { thingId: 'a/b', id: 'c d' })).toBe('/api/things/a%2Fb/parts/c%20d');
    expect(() => fillContractPath(item.path, { thingId: 'a' })).toThrow(/needs the parameter id/);
  });

  it('answers the lowest declared 2xx, or 204 when none is declared', () => {
    expect(successStatusOf(item)).toBe(200);
    expect(successStatusOf(removal)).toBe(204);
    expect(successStatusOf({ ...item, responses: { 409: z.object({}), 201: z.object({}) } })).toBe(201);
  });

  it('is named by method and path', () => {
    expect(contractKey(item)).toBe('PUT /api/things/:thingId/parts/:id');
  });

  it('types what a caller sends and gets from its schemas', () => {
    expectTypeOf<ContractInput<typeof item>>().toEqualTypeOf<
      { params: { thingId: string; id: string } } & { query?: undefined } & { body: { name: string } }
    >();
    expectTypeOf<ContractResult<typeof item>>().toEqualTypeOf<{ saved: boolean }>();
    expectTypeOf<ContractResult<typeof removal>>().toEqualTypeOf<undefined>();
  });
});
