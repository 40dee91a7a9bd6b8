import { z } from 'zod';

// Spec authoring §1 and templates §1: a Conference is a virtual classroom (meeting).
export const lessonKinds = ['Lesson', 'Discussion', 'Assessment', 'Observation', 'Conference'] as const;
export const lessonKindSchema = z.enum(lessonKinds);
export type LessonKind = z.infer<typeof lessonKindSchema>;
