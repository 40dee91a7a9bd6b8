import { expect, it } from 'vitest';
import { versionTypes, versionTypeSchema } from './version-types.ts';

it('has the lesson versions of authoring §3', () => {
  expect(versionTypes).toEqual(['Latest', 'Published']);
  expect(versionTypeSchema.safeParse('latest').success).toBe(false);
});
