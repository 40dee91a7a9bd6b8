import { validateTrackedEvent } from '@slidewise/core';
import { describe, expect, it, vi } from 'vitest';
import { isFramed, readPreviewFlags } from './preview-flags.ts';
import { publicPreviewBatch, sendEvents, visitorId } from './public-preview-event.ts';

const body = (preview: string | undefined) => ({ dataset: { preview } }) as unknown as HTMLElement;
const courseId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('readPreviewFlags', () => {
  it('reads what the server put on the page, and nothing from a page without a course', () => {
    expect(readPreviewFlags(body(JSON.stringify({ courseId, isEdapp: true, lessonOnly: false })))).toEqual({
      courseId,
      isEdapp: true,
      lessonOnly: false,
    });
    expect(readPreviewFlags(body(JSON.stringify({ courseId: '', isEdapp: false, lessonOnly: false })))).toBeUndefined();
    expect(readPreviewFlags(body('not json'))).toBeUndefined();
    expect(readPreviewFlags(body(undefined))).toBeUndefined();
  });
});

describe('isFramed', () => {
  it('is true inside a frame, and when the parent cannot even be compared', () => {
    const top = {} as Window;
    expect(isFramed({ self: top, top } as unknown as Window)).toBe(false);
    expect(isFramed({ self: {}, top } as unknown as Window)).toBe(true);
    const crossOrigin = Object.defineProperty({ self: {} }, 'top', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(isFramed(crossOrigin as unknown as Window)).toBe(true);
  });
});

describe('the Public Preview event', () => {
  it('carries the three flags and validates against the tracking plan', () => {
    const batch = publicPreviewBatch({ courseId, isEdapp: false, lessonOnly: true }, true, 'visitor', new Date('2026-01-01T00:00:00Z'));
    expect(batch.batch[0]).toMatchObject({
      type: 'track',
      event: 'Public Preview',
      properties: { is_edapp: false, is_iframe: true, lesson_only: true, course_id: courseId },
      anonymousId: 'visitor',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(validateTrackedEvent(batch.batch[0]!).valid).toBe(true);
  });

  it('keeps one visitor id in storage, and makes one up when storage refuses', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    const first = visitorId(storage);
    expect(visitorId(storage)).toBe(first);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(visitorId(refusing)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('posts the batch to /api/events and swallows a failure', async () => {
    const post = vi.fn(async () => new Response(null, { status: 202 }));
    const batch = publicPreviewBatch({ courseId, isEdapp: false, lessonOnly: false }, false, 'v', new Date());
    expect(await sendEvents(batch, post)).toBe(true);
    expect(post).toHaveBeenCalledWith(
      '/api/events',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(batch) }),
    );
    expect(
      await sendEvents(
        batch,
        vi.fn(async () => Promise.reject(new Error('offline'))),
      ),
    ).toBe(false);
  });
});
