import { z } from 'zod';

// Spec templates §3.8: how often a rapid refresh quiz repeats.
export const rapidRefreshQuizTypes = ['Once', 'Daily', 'Weekly'] as const;
export const rapidRefreshQuizTypeSchema = z.enum(rapidRefreshQuizTypes);
export type RapidRefreshQuizType = z.infer<typeof rapidRefreshQuizTypeSchema>;
