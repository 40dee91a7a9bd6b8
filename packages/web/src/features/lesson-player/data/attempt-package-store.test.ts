import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { attemptPackageStore } from './attempt-package-store.ts';

const runtime = (standard: string | null, values: Record<string, string> = {}) => ({
  standard,
  values,
  status: null,
  score: null,
  modifiedAt: standard ? '2026-11-26T10:00:00.000Z' : null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the package data store of an attempt', () => {
  it('loads what the package stored in the attempt being played, and nothing before it stored anything', async () => {
    let attemptId = 'a-1';
    mockApi({
      'GET /api/learner/attempts/a-1/packages/s-1/runtime': { status: 200, body: runtime('scorm12', { 'cmi.core.lesson_location': 'p4' }) },
      'GET /api/learner/attempts/a-2/packages/s-1/runtime': { status: 200, body: runtime(null) },
    });
    const store = attemptPackageStore(() => attemptId);
    expect(await store.load('s-1')).toEqual({ standard: 'scorm12', values: { 'cmi.core.lesson_location': 'p4' } });
    // Playing again starts another attempt: its package starts afresh.
    attemptId = 'a-2';
    expect(await store.load('s-1')).toBeNull();
  });

  it('starts an AICC launch’s session under the attempt and slide', async () => {
    mockApi({
      'POST /api/learner/attempts/a-1/packages/s-2/aicc-session': {
        status: 201,
        body: { sessionId: 'sid', aiccUrl: 'http://localhost/api/aicc/hacp' },
      },
    });
    expect(await attemptPackageStore(() => 'a-1').startAiccSession('s-2')).toEqual({
      sessionId: 'sid',
      aiccUrl: 'http://localhost/api/aicc/hacp',
    });
  });

  it('saves each commit under the attempt and slide', async () => {
    const requests = mockApi({ 'PUT /api/learner/attempts/a-1/packages/s-1/runtime': { status: 200, body: runtime('scorm2004-4th') } });
    await attemptPackageStore(() => 'a-1').save('s-1', { standard: 'scorm2004-4th', values: { 'cmi.location': '3' } });
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/api/learner/attempts/a-1/packages/s-1/runtime',
        body: { standard: 'scorm2004-4th', values: { 'cmi.location': '3' } },
      },
    ]);
  });
});
