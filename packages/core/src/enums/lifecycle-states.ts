import { z } from 'zod';

// Spec templates §4 (and authoring §4 for group training): the states of activities that run over time.
export const groupTrainingStates = ['started', 'ended', 'resumed', 'cancelled'] as const;
export const groupTrainingStateSchema = z.enum(groupTrainingStates);
export type GroupTrainingState = z.infer<typeof groupTrainingStateSchema>;

// A completed submission also carries a passed flag (templates §4), kept beside the state.
export const observationSubmissionStates = ['started', 'saved', 'resumed', 'submitted', 'completed'] as const;
export const observationSubmissionStateSchema = z.enum(observationSubmissionStates);
export type ObservationSubmissionState = z.infer<typeof observationSubmissionStateSchema>;

export const achievementStates = ['created', 'live', 'archived', 'deleted'] as const;
export const achievementStateSchema = z.enum(achievementStates);
export type AchievementState = z.infer<typeof achievementStateSchema>;
