import { describe, expect, it } from 'vitest';
import { createAfterResponse } from './after-response.ts';

describe('work after the response', () => {
  it('starts only after the current turn of the event loop, and settles with everything started meanwhile', async () => {
    const order: string[] = [];
    const later = createAfterResponse({ error: () => {} });
    later.run(async () => {
      order.push('first');
      later.run(async () => void order.push('started by the first'));
    });
    order.push('answered');
    await later.settled();
    expect(order).toEqual(['answered', 'first', 'started by the first']);
  });

  it('logs a failure instead of throwing it', async () => {
    const logged: object[] = [];
    const later = createAfterResponse({ error: (details) => logged.push(details) });
    later.run(async () => {
      throw new Error('mail server down');
    });
    await later.settled();
    expect(logged).toEqual([{ err: new Error('mail server down') }]);
  });
});
