import { defaultLesson, lessonKindSchema, lessonSchema, type Lesson, type VersionType } from '@slidewise/core';
import type { lessons } from '../../db/schema.ts';

type LessonField = keyof typeof lessonSchema.shape;
export type LessonRow = typeof lessons.$inferSelect;

/** Lesson fields kept in columns or derived on read; the rest of the Latest version lives in `data`. */
export const LESSON_COLUMN_FIELDS = [
  'id',
  'kind',
  'courseId',
  'courseTitle',
  'title',
  'description',
  'rank',
  'versionType',
  'isPublished',
  'hasUnpublishedChanges',
  'version',
  'createdDateTime',
  'modified',
] as const satisfies readonly LessonField[];

export interface LessonContext {
  courseTitle: string;
  /** The lesson's place in its course, counting from 0. */
  position: number;
  /** The version's slides and their state identifier, kept apart in lesson_slides (none for other kinds). */
  slides?: { slides: unknown[]; stateIdentifier: string | null };
}

/**
 * A Lesson of the asked version: the defaults, overlaid with each stored field still valid for the
 * schema (an old or damaged value falls back to its default), then the columns. audience.applicationId is
 * the account's id, as the user info's userApplicationId (templates §3.5), whatever the document says.
 * undefined when the Published version is asked of a lesson never published.
 */
export function assembleLesson(row: LessonRow, versionType: VersionType, context: LessonContext): Lesson | undefined {
  const document = versionType === 'Published' ? row.publishedData : row.data;
  if (!document) return undefined;
  // Slides live in one place, their own table; the lesson shows the asked version's.
  const configuration = document.configuration !== null && typeof document.configuration === 'object' ? document.configuration : {};
  const source: Record<string, unknown> = {
    ...document,
    configuration: { ...configuration, slides: context.slides?.slides ?? [] },
    latestSavedSlidesStateIdentifier: context.slides?.stateIdentifier ?? null,
  };
  const shape = lessonSchema.shape;
  const stored = Object.fromEntries(
    Object.entries(source).filter(
      ([field, value]) =>
        field in shape &&
        !(LESSON_COLUMN_FIELDS as readonly string[]).includes(field) &&
        shape[field as LessonField].safeParse(value).success,
    ),
  );
  const storedAudience = (stored.audience ?? defaultLesson().audience) as Lesson['audience'];
  return defaultLesson({
    ...stored,
    audience: { ...storedAudience, applicationId: row.accountId },
    id: row.id,
    kind: lessonKindSchema.safeParse(row.kind).data ?? 'Lesson',
    courseId: row.courseId,
    courseTitle: context.courseTitle,
    title: versionType === 'Published' && typeof source.title === 'string' ? source.title : row.title,
    description: versionType === 'Published' && typeof source.description === 'string' ? source.description : row.description,
    rank: context.position,
    versionType,
    isPublished: row.isPublished,
    hasUnpublishedChanges: row.hasUnpublishedChanges,
    version: row.version,
    createdDateTime: row.createdAt.toISOString(),
    modified: row.modifiedAt.toISOString(),
  });
}
