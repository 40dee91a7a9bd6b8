import type { VersionType } from '@slidewise/core';
import { LRUCache } from 'lru-cache';

/** Enough for thousands of 500-lesson lists (about 100 KB each) without letting the cache grow unbounded. */
const DEFAULT_MAXIMUM_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: string;
  json: string;
}

/**
 * The lesson lists last answered, each with the course's `lesson_list_version` it was read at. A
 * database trigger bumps that version on every insert, update or delete of a lesson, whichever server
 * wrote it, so an entry is served only while the database still holds exactly what it was built from:
 * a read costs one indexed lookup of the version instead of building 500 rows of JSON.
 * Least recently used entries go first once the cache holds more than `maximumBytes` of JSON text.
 */
export function createLessonListCache(maximumBytes = DEFAULT_MAXIMUM_BYTES) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maximumBytes,
    // JavaScript strings take two bytes a character; lru-cache wants sizes of at least 1.
    sizeCalculation: (entry) => Math.max(1, entry.json.length * 2),
  });
  const keyOf = (courseId: string, versionType: VersionType) => `${courseId}:${versionType}`;

  return {
    /** The list read at `version`, or undefined when none is held or the lessons changed since. */
    get(courseId: string, versionType: VersionType, version: string): string | undefined {
      const entry = entries.get(keyOf(courseId, versionType));
      return entry?.version === version ? entry.json : undefined;
    },

    /** Replaces the course's list; one larger than the whole cache is not kept (nor is the older one). */
    set(courseId: string, versionType: VersionType, version: string, json: string): void {
      entries.set(keyOf(courseId, versionType), { version, json });
    },

    get size() {
      return entries.size;
    },
  };
}
export type LessonListCache = ReturnType<typeof createLessonListCache>;
