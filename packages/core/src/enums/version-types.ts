import { z } from 'zod';

// Spec authoring §3: a lesson is read as its Latest (draft) or its Published version.
export const versionTypes = ['Latest', 'Published'] as const;
export const versionTypeSchema = z.enum(versionTypes);
export type VersionType = z.infer<typeof versionTypeSchema>;
