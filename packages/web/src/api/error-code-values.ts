import { USER_IMPORT_ROW_LIMIT } from '@slidewise/core';

type Details = Record<string, unknown>;

const asDetails = (details: unknown): Details =>
  details && typeof details === 'object' && !Array.isArray(details) ? (details as Details) : {};
const textList = (value: unknown): string => (Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(', ') : '');

/**
 * The values a refusal's translated sentence names, read from the `details` the server sent with it
 * (the course to complete first, the plan's limit…). A code missing here is worded without values.
 * `context` picks a variant of the sentence (i18next's `<key>_<context>`), as a locked lesson says why.
 */
const valuesByCode: Record<string, (details: Details) => Record<string, unknown>> = {
  'course-locked': (details) => ({
    courses: Array.isArray(details.missingPrerequisites)
      ? details.missingPrerequisites.map((course: { title?: unknown }) => `“${String(course.title ?? '')}”`).join(', ')
      : '',
  }),
  'lesson-locked': (details) => ({
    context: details.reason === 'interval' && typeof details.lockedUntil !== 'string' ? undefined : details.reason,
    until: typeof details.lockedUntil === 'string' ? new Date(details.lockedUntil) : undefined,
  }),
  lesson_limit_reached: (details) => ({ lessonLimit: details.lessonLimit, lessonCount: details.lessonCount }),
  narration_too_long: (details) => ({ characters: details.characters, limit: details.limit }),
  import_columns_missing: (details) => ({ missing: textList(details.missing) }),
  import_too_large: () => ({ limit: USER_IMPORT_ROW_LIMIT }),
};

export function errorCodeValues(code: string, details: unknown): Record<string, unknown> {
  return Object.hasOwn(valuesByCode, code) ? (valuesByCode[code]?.(asDetails(details)) ?? {}) : {};
}
