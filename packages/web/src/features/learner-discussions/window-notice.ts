import type { Planning } from '@slidewise/core';

export type WindowNotice = { kind: 'notOpen'; at: string } | { kind: 'closed'; at: string } | { kind: 'openUntil'; at: string } | null;

/**
 * What the learner is told about the planning window: the server says whether it is open now; the
 * notice says why not, or until when.
 */
export function windowNotice(planning: Planning, open: boolean, now: number = Date.now()): WindowNotice {
  const { startDateTime, endDateTime } = planning;
  if (!open) {
    if (startDateTime && Date.parse(startDateTime) > now) return { kind: 'notOpen', at: startDateTime };
    if (endDateTime) return { kind: 'closed', at: endDateTime };
    return null;
  }
  return endDateTime ? { kind: 'openUntil', at: endDateTime } : null;
}
