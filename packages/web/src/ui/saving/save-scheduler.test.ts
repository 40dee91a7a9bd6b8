import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveScheduler } from './save-scheduler.ts';

type Channel = 'data' | 'prerequisites';
const delays = { data: 2000, prerequisites: 1000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recordingScheduler(save: (channel: Channel) => Promise<void> = async () => {}) {
  const saved: Channel[] = [];
  const scheduler = createSaveScheduler<Channel>({
    delays,
    save: async (channel) => {
      saved.push(channel);
      await save(channel);
    },
  });
  return { scheduler, saved };
}

describe('the save scheduler', () => {
  it('saves a channel its delay after the last edit, restarting on each edit', async () => {
    const { scheduler, saved } = recordingScheduler();
    scheduler.schedule('data');
    await vi.advanceTimersByTimeAsync(1500);
    scheduler.schedule('data');
    await vi.advanceTimersByTimeAsync(1999);
    expect(saved).toEqual([]);
    expect(scheduler.pending()).toEqual(['data']);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['data']);
    expect(scheduler.pending()).toEqual([]);
  });

  it('uses each channel’s own delay', async () => {
    const { scheduler, saved } = recordingScheduler();
    scheduler.schedule('data');
    scheduler.schedule('prerequisites');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual(['prerequisites']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual(['prerequisites', 'data']);
  });

  it('runs saves one at a time, never two together', async () => {
    let active = 0;
    let most = 0;
    const { scheduler, saved } = recordingScheduler(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 500));
      active -= 1;
    });
    scheduler.schedule('prerequisites');
    scheduler.schedule('data');
    await vi.advanceTimersByTimeAsync(1000);
    expect(active).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(saved).toEqual(['prerequisites', 'data']);
    expect(most).toBe(1);
  });

  it('saves at once on flush, without waiting for the timer', async () => {
    const { scheduler, saved } = recordingScheduler();
    scheduler.schedule('data');
    await scheduler.flush();
    expect(saved).toEqual(['data']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual(['data']);
  });

  it('flushes one named channel even when no timer waits for it', async () => {
    const { scheduler, saved } = recordingScheduler();
    await scheduler.flush('prerequisites');
    expect(saved).toEqual(['prerequisites']);
  });

  it('carries on after a failed save', async () => {
    const { scheduler, saved } = recordingScheduler(async (channel) => {
      if (channel === 'prerequisites') throw new Error('boom');
    });
    scheduler.schedule('prerequisites');
    scheduler.schedule('data');
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved).toEqual(['prerequisites', 'data']);
  });

  it('runs an exclusive task after the waiting saves, and gives back its result or failure', async () => {
    const order: string[] = [];
    const { scheduler } = recordingScheduler(async (channel) => {
      order.push(`save ${channel}`);
    });
    scheduler.schedule('data');
    const result = await scheduler.exclusive(async () => {
      order.push('task');
      return 42;
    });
    expect(result).toBe(42);
    expect(order).toEqual(['save data', 'task']);
    await expect(scheduler.exclusive(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    // A failed task does not stop the queue.
    await scheduler.flush('prerequisites');
    expect(order).toEqual(['save data', 'task', 'save prerequisites']);
  });

  it('forgets a cancelled channel and everything after dispose', async () => {
    const { scheduler, saved } = recordingScheduler();
    scheduler.schedule('data');
    scheduler.cancel('data');
    scheduler.schedule('prerequisites');
    scheduler.dispose();
    scheduler.schedule('data');
    await vi.advanceTimersByTimeAsync(5000);
    expect(saved).toEqual([]);
  });
});
