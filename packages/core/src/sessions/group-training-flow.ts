import type { GroupTrainingState } from '../enums/lifecycle-states.ts';

// Authoring §4: group training sessions go through started, ended, resumed, cancelled. A session is
// created as it starts (the facilitator opens it when the group meets).

const nextStates: Record<GroupTrainingState, readonly GroupTrainingState[]> = {
  started: ['ended', 'cancelled'],
  // An ended session can be picked up again (a break, a second day); a cancelled one is final.
  ended: ['resumed'],
  resumed: ['ended', 'cancelled'],
  cancelled: [],
};

export function canMoveGroupTraining(from: GroupTrainingState, to: GroupTrainingState): boolean {
  return nextStates[from].includes(to);
}

export function groupTrainingNextStates(state: GroupTrainingState): readonly GroupTrainingState[] {
  return nextStates[state];
}

/** Running sessions take attendees; an ended session still may (a late sign-in sheet), a cancelled one not. */
export function groupTrainingAcceptsChanges(state: GroupTrainingState): boolean {
  return state !== 'cancelled';
}
