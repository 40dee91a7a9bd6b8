import { z } from 'zod';

// Spec authoring §4 and templates §3.8.
export const playlistTypes = ['Free', 'Sequential'] as const;
export const playlistTypeSchema = z.enum(playlistTypes);
export type PlaylistType = z.infer<typeof playlistTypeSchema>;
