import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../test-support/index.ts';

describe('the test clock', () => {
  it('cannot be switched on in production', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production', DATA_DIR: '/tmp/slidewise-test-clock' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test', DATA_DIR: '/tmp/slidewise-test-clock' }).testClock).toBe(true);
    expect(loadConfig({ DATA_DIR: '/tmp/slidewise-test-clock' }).testClock).toBe(false);
  });

  it('has no route unless switched on', async () => {
    const test = await createTestApp();
    try {
      const response = await test.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now: '2030-01-01T00:00:00.000Z' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });

  it('sets the server clock when switched on, and refuses what is not a moment (400)', async () => {
    const test = await createTestApp({ testClock: true });
    try {
      const moved = await test.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now: '2030-01-01T00:00:00.000Z' } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toEqual({ now: '2030-01-01T00:00:00.000Z' });
      const refused = await test.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now: 'not a date' } });
      expect(refused.statusCode).toBe(400);
    } finally {
      await test.close();
    }
  });
});
