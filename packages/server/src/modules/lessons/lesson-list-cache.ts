import type { VersionType } from '@slidewise/core';

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
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const keyOf = (courseId: string, versionType: VersionType) => `${courseId}:${versionType}`;
  const sizeOf = (entry: Entry) => entry.json.length * 2;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  }

  return {
    /** The list read at `version`, or undefined when none is held or the lessons changed since. */
    get(courseId: string, versionType: VersionType, version: string): string | undefined {
      const key = keyOf(courseId, versionType);
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Re-inserted so the Map's order is least recently used first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },

    set(courseId: string, versionType: VersionType, version: string, json: string): void {
      const key = keyOf(courseId, versionType);
      remove(key);
      const entry = { version, json };
      if (sizeOf(entry) > maximumBytes) return;
      entries.set(key, entry);
      bytes += sizeOf(entry);
      for (const oldest of entries.keys()) {
        if (bytes <= maximumBytes) break;
        remove(oldest);
      }
    },

    get size() {
      return entries.size;
    },
  };
}
export type LessonListCache = ReturnType<typeof createLessonListCache>;
