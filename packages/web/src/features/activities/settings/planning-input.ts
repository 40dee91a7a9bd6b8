import type { Planning } from '@slidewise/core';

/**
 * A stored instant (ISO 8601, UTC) as a datetime-local input shows it: the author's own clock, to the
 * minute. Empty for an open end.
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a datetime-local input holds, as the instant to store; null for an empty (open) end, undefined when unreadable. */
export function fromLocalInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The server refuses an end before the start; the form says so before sending. */
export function planningOrderIsValid({ startDateTime, endDateTime }: Planning): boolean {
  return !startDateTime || !endDateTime || Date.parse(startDateTime) <= Date.parse(endDateTime);
}
