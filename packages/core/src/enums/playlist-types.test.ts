import { expect, it } from 'vitest';
import { playlistTypes, playlistTypeSchema } from './playlist-types.ts';

it('has the playlist types of authoring §4', () => {
  expect(playlistTypes).toEqual(['Free', 'Sequential']);
  expect(playlistTypeSchema.safeParse('Random').success).toBe(false);
});
