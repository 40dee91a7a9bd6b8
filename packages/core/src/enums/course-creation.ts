import { z } from 'zod';

// Spec authoring §3 and §9: a course created in the editor has creation type 'manual'. AI generation
// and library import exist (templates §1) but their wire values are not shown; add them here when built.
export const courseCreationTypes = ['manual'] as const;
export const courseCreationTypeSchema = z.enum(courseCreationTypes);
export type CourseCreationType = z.infer<typeof courseCreationTypeSchema>;

// Spec templates §3.4: a course default has generationStatus 'Generated'. The other values are ours,
// for the AI course generation of templates §1 (a course is being generated, or generation failed).
export const generationStatuses = ['Generating', 'Generated', 'Failed'] as const;
export const generationStatusSchema = z.enum(generationStatuses);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;
