import { tagListResponseSchema, type Tag } from '@slidewise/core';
import { authenticatedGet } from './http.ts';

/** The account's tags, by name (new ones are created on the fly by PUT …/tags with newTagNames). */
export async function listTags(): Promise<Tag[]> {
  return tagListResponseSchema.parse(await authenticatedGet('/api/tags'));
}
