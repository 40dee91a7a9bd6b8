import { describe, expect, it } from 'vitest';
import {
  achievementStates,
  achievementStateSchema,
  groupTrainingStates,
  groupTrainingStateSchema,
  observationSubmissionStates,
  observationSubmissionStateSchema,
} from './lifecycle-states.ts';

describe('lifecycle states (templates §4)', () => {
  it('group training: started, ended, resumed, cancelled', () => {
    expect(groupTrainingStates).toEqual(['started', 'ended', 'resumed', 'cancelled']);
    expect(groupTrainingStateSchema.safeParse('paused').success).toBe(false);
  });
  it('observation submissions: started, saved, resumed, submitted, completed', () => {
    expect(observationSubmissionStates).toEqual(['started', 'saved', 'resumed', 'submitted', 'completed']);
    expect(observationSubmissionStateSchema.safeParse('passed').success).toBe(false);
  });
  it('achievements: created, live, archived, deleted', () => {
    expect(achievementStates).toEqual(['created', 'live', 'archived', 'deleted']);
    expect(achievementStateSchema.safeParse('draft').success).toBe(false);
  });
});
