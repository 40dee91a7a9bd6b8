import type { LessonUpdateBody } from '@slidewise/core';

type SavedFields = Omit<LessonUpdateBody, 'version' | 'courseId' | 'title' | 'description' | 'versionType'>;

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The stored Latest fields after a save: each given field replaces the stored one, except the two
 * nested groups the spec lists by their parts (features.attemptRestriction and features.starOptions;
 * configuration.styleConfiguration and configuration.slides), where only the given parts change.
 * Fields the save does not know (e.g. a discussion's own settings) are kept.
 */
export function mergeLessonFields(stored: Record<string, unknown>, fields: SavedFields): Record<string, unknown> {
  const { features, configuration, ...plain } = fields;
  const merged: Record<string, unknown> = { ...stored };
  for (const [field, value] of Object.entries(plain)) if (value !== undefined) merged[field] = value;
  if (features) merged.features = { ...asRecord(stored.features), ...definedOnly(features) };
  if (configuration) merged.configuration = { ...asRecord(stored.configuration), ...definedOnly(configuration) };
  return merged;
}

function definedOnly(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
