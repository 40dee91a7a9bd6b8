import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@slidewise/core';
import { mockApi } from '../test/fetch-mock.ts';
import { callContract } from './call-contract.ts';

const listParts = defineContract({
  method: 'GET',
  path: '/api/things/:thingId/parts',
  permission: 'course.read',
  tags: ['things'],
  summary: 'Parts',
  params: z.object({ thingId: z.string() }),
  query: z.object({ page: z.number().optional(), status: z.array(z.string()).optional() }),
  responses: { 200: z.object({ items: z.array(z.string()) }) },
});

const removePart = defineContract({
  method: 'DELETE',
  path: '/api/parts/:id',
  permission: 'course.update',
  tags: ['things'],
  summary: 'Remove',
  params: z.object({ id: z.string() }),
  responses: {},
});

describe('the typed client', () => {
  it('fills the path, writes the query (arrays repeat their key) and parses the answer with the success schema', async () => {
    const requests = mockApi({ 'GET /api/things/a%20b/parts': { status: 200, body: { items: ['x'], extra: 1 } } });
    await expect(callContract(listParts, { params: { thingId: 'a b' }, query: { page: 2, status: ['open', 'done'] } })).resolves.toEqual({
      items: ['x'],
    });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/things/a%20b/parts', search: '?page=2&status=open&status=done' });
  });

  it('rejects an answer that does not match the contract', async () => {
    mockApi({ 'GET /api/things/t/parts': { status: 200, body: { items: [1] } } });
    await expect(callContract(listParts, { params: { thingId: 't' } })).rejects.toThrow();
  });

  it('answers undefined for a call without a success body', async () => {
    const requests = mockApi({ 'DELETE /api/parts/p1': { status: 204 } });
    await expect(callContract(removePart, { params: { id: 'p1' } })).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/parts/p1' });
  });
});
