// The due-date types of templates §3.4 as rules: when a learner's cycle of a course is due, when a
// recurring course opens again, when a certificate of recurring training expires, and how a cycle stands.
// Everything takes `now` or the moments it needs, so tests control the clock (docs/decisions.md, "Due dates").
import type { DueDateType } from '../enums/due-date-types.ts';
import type { Mandatory } from '../entities/course.ts';
import { addZonedDays, addZonedMonths, endOfZonedDay, zonedPartsOf, daysInMonth } from './zoned-time.ts';

/** A cycle is "due soon" this long before its due moment (the reminder goes then). */
export const DUE_SOON_DAYS = 7;
/** A recurring course opens its next cycle this long before that cycle is due, so a renewal can precede expiry. */
export const RECURRENCE_RENEWAL_WINDOW_DAYS = 30;
/** recurring-completion-date and recurring-publish-date when the rule names no period. */
export const DEFAULT_RECURRENCE_MONTHS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;
const recurringTypes: readonly DueDateType[] = ['recurring-completion-date', 'recurring-publish-date', 'recurring-static-date'];

export type DueRule = Pick<Mandatory, 'type' | 'dueDate' | 'relativeDueDays' | 'recurrenceMonths' | 'recurringDate' | 'timeZone'>;

/** What of the course the rules read: recurring-publish-date counts from the course's publication. */
export interface DueCourseFacts {
  publishedAt: Date | null;
}

/** One cycle of a learner's assignment: when it is due and when (if) the learner completed it. */
export interface DueCycleFacts {
  dueAt: Date | null;
  completedAt: Date | null;
}

export type DueStatus = 'none' | 'completed' | 'upcoming' | 'due-soon' | 'overdue';

export function isRecurringDueType(type: DueDateType): boolean {
  return recurringTypes.includes(type);
}

/** not-specified and no-due-date ask nothing of the learner: no assignment is tracked for them. */
export function tracksAssignments(type: DueDateType): boolean {
  return type !== 'not-specified' && type !== 'no-due-date';
}

const zoneOf = (rule: DueRule) => rule.timeZone || 'UTC';
const monthsOf = (rule: DueRule) => rule.recurrenceMonths ?? DEFAULT_RECURRENCE_MONTHS;

/**
 * When the first cycle is due for a learner assigned at `assignedAt`; null when the rule sets no date (or
 * lacks what it needs, as an older course saved without its date).
 */
export function firstDueDate(rule: DueRule, assignedAt: Date, course: DueCourseFacts): Date | null {
  switch (rule.type) {
    case 'due-by':
      return rule.dueDate ? new Date(rule.dueDate) : null;
    case 'relative-due-by':
      return rule.relativeDueDays ? addZonedDays(assignedAt, rule.relativeDueDays, zoneOf(rule)) : null;
    case 'recurring-completion-date':
      // The first completion starts the recurrence; until then a date or a number of days may be set.
      if (rule.dueDate) return new Date(rule.dueDate);
      return addDaysOrMonths(rule, assignedAt);
    case 'recurring-publish-date':
    case 'recurring-static-date':
      return anchorAfter(rule, assignedAt, course);
    default:
      return null;
  }
}

function addDaysOrMonths(rule: DueRule, from: Date): Date {
  return rule.relativeDueDays ? addZonedDays(from, rule.relativeDueDays, zoneOf(rule)) : addZonedMonths(from, monthsOf(rule), zoneOf(rule));
}

/**
 * The first calendar due moment strictly after `after`: the course's publication plus a whole number of
 * periods (recurring-publish-date), or the end of the named day of a year (recurring-static-date).
 */
function anchorAfter(rule: DueRule, after: Date, course: DueCourseFacts): Date | null {
  const timeZone = zoneOf(rule);
  if (rule.type === 'recurring-static-date') {
    if (!rule.recurringDate) return null;
    const month = Number(rule.recurringDate.slice(0, 2));
    const day = Number(rule.recurringDate.slice(3));
    // 29 February falls on the 28th in other years.
    const onYear = (year: number) => endOfZonedDay(year, month, Math.min(day, daysInMonth(year, month)), timeZone);
    const year = zonedPartsOf(after, timeZone).year;
    const thisYear = onYear(year);
    return thisYear > after ? thisYear : onYear(year + 1);
  }
  if (!course.publishedAt) return null;
  const months = monthsOf(rule);
  // Counted from the publication each time (not from the previous anchor), so 31 January stays the month's
  // last day: 28 February, then 31 March.
  const elapsedMonths = monthsBetween(course.publishedAt, after, timeZone);
  for (let periods = Math.max(1, Math.floor(elapsedMonths / months)); ; periods += 1) {
    const candidate = addZonedMonths(course.publishedAt, periods * months, timeZone);
    if (candidate > after) return candidate;
  }
}

/** Whole calendar months from `from` to `to` in the zone, never more (a lower bound for the search above). */
function monthsBetween(from: Date, to: Date, timeZone: string): number {
  const start = zonedPartsOf(from, timeZone);
  const end = zonedPartsOf(to, timeZone);
  return Math.max(0, (end.year - start.year) * 12 + (end.month - start.month) - 1);
}

/** The next cycle of a recurring course: when it opens (the learner's completion resets) and when it is due. */
export interface NextCycle {
  opensAt: Date;
  dueAt: Date;
}

/**
 * After a cycle, the next one; null for the types that do not recur, and for recurring-completion-date
 * until the learner completes (it counts from the completion). A calendar recurrence moves on even when a
 * cycle was missed, so each year (or period) is a cycle of its own.
 */
export function nextCycle(rule: DueRule, cycle: DueCycleFacts, course: DueCourseFacts): NextCycle | null {
  let dueAt: Date | null;
  let base: Date | null;
  if (rule.type === 'recurring-completion-date') {
    if (!cycle.completedAt) return null;
    base = cycle.completedAt;
    dueAt = addZonedMonths(cycle.completedAt, monthsOf(rule), zoneOf(rule));
  } else if (rule.type === 'recurring-publish-date' || rule.type === 'recurring-static-date') {
    // After the later of the due moment and the completion: completing early does not skip a year, and a
    // late completion counts for the cycle it was late for.
    base = latest(cycle.dueAt, cycle.completedAt);
    if (!base) return null;
    dueAt = anchorAfter(rule, base, course);
  } else {
    return null;
  }
  if (!dueAt) return null;
  const windowOpens = new Date(dueAt.getTime() - RECURRENCE_RENEWAL_WINDOW_DAYS * DAY_MS);
  // A short period would open the window before the last cycle ended: then it opens halfway through.
  const halfway = new Date(base.getTime() + (dueAt.getTime() - base.getTime()) / 2);
  return { opensAt: windowOpens > halfway ? windowOpens : halfway, dueAt };
}

function latest(left: Date | null, right: Date | null): Date | null {
  if (!left) return right;
  if (!right) return left;
  return left > right ? left : right;
}

/**
 * Until when a certificate earned in this cycle holds: the next cycle's due moment for recurring training
 * (the learner must renew by then), none otherwise or before completion. The certificate (issue 16's
 * playlists work) prints what this answers.
 */
export function certificateExpiry(rule: DueRule, cycle: DueCycleFacts, course: DueCourseFacts): Date | null {
  if (!cycle.completedAt || !isRecurringDueType(rule.type)) return null;
  return nextCycle(rule, cycle, course)?.dueAt ?? null;
}

/** How a cycle stands at `now`, as the learner's home and course page show it. */
export function dueStatus(cycle: DueCycleFacts, now: Date): DueStatus {
  if (cycle.completedAt) return 'completed';
  if (!cycle.dueAt) return 'none';
  if (now > cycle.dueAt) return 'overdue';
  if (cycle.dueAt.getTime() - now.getTime() <= DUE_SOON_DAYS * DAY_MS) return 'due-soon';
  return 'upcoming';
}
