import type { ObservationCriterion } from '@slidewise/core';

// The criteria list's edits, pure so they are tested without a page. Ids stay with their criterion, so
// ratings already recorded keep pointing at it when it is reworded or moved.

export function addCriterion(criteria: readonly ObservationCriterion[], title: string, id: string): ObservationCriterion[] {
  return [...criteria, { id, title, description: '' }];
}

export function replaceCriterion(criteria: readonly ObservationCriterion[], next: ObservationCriterion): ObservationCriterion[] {
  return criteria.map((criterion) => (criterion.id === next.id ? next : criterion));
}

export function removeCriterion(criteria: readonly ObservationCriterion[], id: string): ObservationCriterion[] {
  return criteria.filter((criterion) => criterion.id !== id);
}

/** Moves one place up (-1) or down (1); at either end nothing moves. */
export function moveCriterion(criteria: readonly ObservationCriterion[], id: string, step: -1 | 1): ObservationCriterion[] {
  const from = criteria.findIndex((criterion) => criterion.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= criteria.length) return [...criteria];
  const next = [...criteria];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
