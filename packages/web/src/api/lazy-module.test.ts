import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module.ts';

describe('lazyModule', () => {
  it('imports the module once however often it is asked for', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const load = lazyModule(importModule);

    const [first, second] = await Promise.all([load(), load()]);
    const third = await load();

    expect(importModule).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(third).toBe(first);
  });

  it('tries again after a failed import instead of keeping the failure', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ answer: 42 });
    const load = lazyModule(importModule);

    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
