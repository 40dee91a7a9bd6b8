import { z } from 'zod';
import { defineContract } from './define.ts';

export const healthContracts = {
  check: defineContract({
    method: 'GET',
    path: '/api/health',
    permission: 'public',
    tags: ['health'],
    summary: 'Whether the server can reach its database, and how many analytics events this process refused as invalid',
    responses: { 200: z.object({ status: z.literal('ok'), invalidAnalyticsEvents: z.number().int().min(0) }) },
  }),
};
