import { describe, expect, it } from 'vitest';
import { postEventBatch, storageQueue } from './tracker.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const event = { type: 'track' as const, event: 'Logged Out', properties: {}, messageId: 'm1', timestamp: '2026-11-26T10:00:00.000Z' };

describe('the queue kept in storage', () => {
  it('survives a reload (a new queue over the same storage) and is removed once empty', () => {
    const storage = memoryStorage();
    storageQueue(storage).write([event]);
    expect(storageQueue(storage).read()).toEqual([event]);
    storageQueue(storage).write([]);
    expect(storage.values.size).toBe(0);
  });

  it('reads a damaged stored queue as empty, and keeps events in memory when storage refuses them', () => {
    const storage = memoryStorage();
    storage.setItem('slidewise.analyticsQueue', '{not json');
    expect(storageQueue(storage).read()).toEqual([]);
    const refusing = {
      ...storage,
      getItem: () => null,
      setItem: () => {
        throw new Error('full');
      },
    };
    const queue = storageQueue(refusing);
    queue.write([event]);
    expect(queue.read()).toEqual([event]);
  });
});

describe('sending a batch', () => {
  const answering = (status: number) => postEventBatch(async () => new Response(null, { status }));

  it('is sent on 2xx, dropped on a refusal, kept on no answer, 429 or 5xx', async () => {
    expect(await answering(202)([event])).toBe('sent');
    expect(await answering(400)([event])).toBe('refused');
    expect(await answering(429)([event])).toBe('offline');
    expect(await answering(503)([event])).toBe('offline');
    expect(await postEventBatch(async () => Promise.reject(new TypeError('offline')))([event])).toBe('offline');
  });

  it('posts the batch to /api/events as JSON', async () => {
    const calls: [string, RequestInit][] = [];
    await postEventBatch(async (url, init) => {
      calls.push([String(url), init!]);
      return new Response(null, { status: 202 });
    })([event]);
    expect(calls[0]![0]).toBe('/api/events');
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ batch: [event] });
  });
});
