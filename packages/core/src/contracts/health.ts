import { z } from 'zod';
import { defineContract } from './define.ts';

export const healthContracts = {
  check: defineContract({
    method: 'GET',
    path: '/api/health',
    permission: 'public',
    tags: ['health'],
    summary: 'Whether the server can reach its database',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
};
