import { describe, expect, it } from 'vitest';
import { observationSubmissionStates } from '../enums/lifecycle-states.ts';
import {
  availableObservationActions,
  observationIsEditable,
  observationStateAfter,
  observationVisibleToLearner,
} from './observation-flow.ts';

describe('observation submission flow', () => {
  it('walks started -> saved -> resumed -> submitted -> completed', () => {
    expect(observationStateAfter('started', 'save')).toBe('saved');
    expect(observationStateAfter('saved', 'resume')).toBe('resumed');
    expect(observationStateAfter('resumed', 'submit')).toBe('submitted');
    expect(observationStateAfter('submitted', 'complete')).toBe('completed');
  });

  it('refuses steps out of order and anything after completion', () => {
    expect(observationStateAfter('started', 'complete')).toBeNull();
    expect(observationStateAfter('started', 'resume')).toBeNull();
    expect(observationStateAfter('submitted', 'save')).toBeNull();
    for (const action of ['save', 'resume', 'submit', 'complete'] as const) expect(observationStateAfter('completed', action)).toBeNull();
  });

  it('offers the actions each state allows, and only drafts are editable', () => {
    expect(availableObservationActions('started')).toEqual(['save', 'submit']);
    expect(availableObservationActions('saved')).toEqual(['save', 'resume', 'submit']);
    expect(availableObservationActions('submitted')).toEqual(['resume', 'complete']);
    expect(availableObservationActions('completed')).toEqual([]);
    expect(observationSubmissionStates.filter(observationIsEditable)).toEqual(['started', 'saved', 'resumed']);
  });

  it('shows a learner submitted and completed records only', () => {
    expect(observationSubmissionStates.filter(observationVisibleToLearner)).toEqual(['submitted', 'completed']);
  });
});
