import { describe, expect, it } from 'vitest';
import { canMoveGroupTraining, groupTrainingAcceptsChanges, groupTrainingNextStates } from './group-training-flow.ts';

describe('group training session states', () => {
  it('ends, resumes and cancels a running session', () => {
    expect(canMoveGroupTraining('started', 'ended')).toBe(true);
    expect(canMoveGroupTraining('ended', 'resumed')).toBe(true);
    expect(canMoveGroupTraining('resumed', 'ended')).toBe(true);
    expect(canMoveGroupTraining('resumed', 'cancelled')).toBe(true);
    expect(canMoveGroupTraining('started', 'cancelled')).toBe(true);
  });

  it('never leaves cancelled, and does not resume what is running or cancel what ended', () => {
    expect(groupTrainingNextStates('cancelled')).toEqual([]);
    expect(canMoveGroupTraining('started', 'resumed')).toBe(false);
    expect(canMoveGroupTraining('ended', 'cancelled')).toBe(false);
    expect(canMoveGroupTraining('ended', 'started')).toBe(false);
    expect(groupTrainingAcceptsChanges('cancelled')).toBe(false);
    expect(groupTrainingAcceptsChanges('ended')).toBe(true);
  });
});
