import type { UserInfo } from '@slidewise/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '../../../api/index.ts';
import { mockApi } from '../../../test/fetch-mock.ts';
import { signedIn, signedOut, testUser } from '../../../test/render-app.tsx';
import { startSessionCheck } from './auth-queries.ts';
import { lastKnownUser } from './device-user.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('startSessionCheck', () => {
  it('asks /api/me at once and keeps the user where useMe reads it, so the page does not ask again', async () => {
    const requests = mockApi(signedIn);
    const queryClient = createQueryClient();
    startSessionCheck(queryClient);
    // Nothing is rendered: the question does not wait for RequireAuth (nor for the first page's code).
    await vi.waitFor(() => expect(queryClient.getQueryData<UserInfo | null>(queryKeys.me)?.userId).toBe(testUser.userId));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/me']);
    expect(lastKnownUser()?.userId).toBe(testUser.userId);
  });

  it('keeps "nobody is signed in" as the answer to a 401', async () => {
    mockApi(signedOut);
    const queryClient = createQueryClient();
    startSessionCheck(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.me)?.status).toBe('success'));
    expect(queryClient.getQueryData(queryKeys.me)).toBeNull();
  });
});
