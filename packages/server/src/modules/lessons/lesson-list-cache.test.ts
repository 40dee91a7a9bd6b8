import { describe, expect, it } from 'vitest';
import { createLessonListCache } from './lesson-list-cache.ts';

const course = '5d0c1f4e-0000-4000-8000-000000000001';
const other = '5d0c1f4e-0000-4000-8000-000000000002';

describe('createLessonListCache', () => {
  it('answers a list only at the version it was read at', () => {
    const cache = createLessonListCache();
    cache.set(course, 'Latest', '7', '[{"id":"a"}]');
    expect(cache.get(course, 'Latest', '7')).toBe('[{"id":"a"}]');
    expect(cache.get(course, 'Latest', '8')).toBeUndefined();
  });

  it('keeps the Latest and Published lists of a course apart', () => {
    const cache = createLessonListCache();
    cache.set(course, 'Latest', '3', '[1]');
    cache.set(course, 'Published', '3', '[]');
    expect(cache.get(course, 'Latest', '3')).toBe('[1]');
    expect(cache.get(course, 'Published', '3')).toBe('[]');
    expect(cache.get(other, 'Latest', '3')).toBeUndefined();
  });

  it('replaces the entry of a course when it is read again at a newer version', () => {
    const cache = createLessonListCache();
    cache.set(course, 'Latest', '1', '[1]');
    cache.set(course, 'Latest', '2', '[1,2]');
    expect(cache.size).toBe(1);
    expect(cache.get(course, 'Latest', '1')).toBeUndefined();
    expect(cache.get(course, 'Latest', '2')).toBe('[1,2]');
  });

  it('lets the least recently used list go first when full, and never holds one larger than the whole cache', () => {
    // 10 characters are 20 bytes: room for two lists of 10.
    const cache = createLessonListCache(40);
    cache.set(course, 'Latest', '1', 'aaaaaaaaaa');
    cache.set(other, 'Latest', '1', 'bbbbbbbbbb');
    expect(cache.get(course, 'Latest', '1')).toBe('aaaaaaaaaa');
    cache.set(course, 'Published', '1', 'cccccccccc');
    expect(cache.get(other, 'Latest', '1')).toBeUndefined();
    expect(cache.get(course, 'Latest', '1')).toBe('aaaaaaaaaa');
    cache.set(other, 'Published', '1', 'x'.repeat(30));
    expect(cache.get(other, 'Published', '1')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('forgets a course’s older list when its newer one is too large to keep', () => {
    const cache = createLessonListCache(40);
    cache.set(course, 'Latest', '1', 'aaaaaaaaaa');
    cache.set(course, 'Latest', '2', 'x'.repeat(30));
    expect(cache.get(course, 'Latest', '1')).toBeUndefined();
    expect(cache.get(course, 'Latest', '2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
