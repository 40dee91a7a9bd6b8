import type { ObservationSubmissionState } from '../enums/lifecycle-states.ts';

// Templates §4: an observation submission goes started -> saved -> resumed -> submitted -> completed
// (with a passed flag). The observer records it in steps, so each step names what it does.

/** What an observer does to a submission; each moves it to one state. */
export const observationActions = ['save', 'resume', 'submit', 'complete'] as const;
export type ObservationAction = (typeof observationActions)[number];

const targetOf: Record<ObservationAction, ObservationSubmissionState> = {
  save: 'saved',
  resume: 'resumed',
  submit: 'submitted',
  complete: 'completed',
};

/**
 * From which states each action may start. Saving keeps a draft (again and again while it is being
 * written); resuming reopens a saved draft or a submitted one that needs another look before it is
 * completed; completing needs a submitted record, and a completed one is final.
 */
const allowedFrom: Record<ObservationAction, readonly ObservationSubmissionState[]> = {
  save: ['started', 'saved', 'resumed'],
  resume: ['saved', 'submitted'],
  submit: ['started', 'saved', 'resumed'],
  complete: ['submitted'],
};

export function canApplyObservationAction(state: ObservationSubmissionState, action: ObservationAction): boolean {
  return allowedFrom[action].includes(state);
}

/** The state after the action, or null when the action does not apply to the state. */
export function observationStateAfter(state: ObservationSubmissionState, action: ObservationAction): ObservationSubmissionState | null {
  return canApplyObservationAction(state, action) ? targetOf[action] : null;
}

/** The actions an observer can take now, in the order a form offers them. */
export function availableObservationActions(state: ObservationSubmissionState): ObservationAction[] {
  return observationActions.filter((action) => canApplyObservationAction(state, action));
}

/** Whether the record can still be changed (ratings, notes). */
export function observationIsEditable(state: ObservationSubmissionState): boolean {
  return state === 'started' || state === 'saved' || state === 'resumed';
}

/** A learner sees a record once the observer has submitted it: drafts stay with the observer. */
export function observationVisibleToLearner(state: ObservationSubmissionState): boolean {
  return state === 'submitted' || state === 'completed';
}
