import { describe, expect, it } from 'vitest';
import { certificateExpiry, dueStatus, firstDueDate, nextCycle, tracksAssignments, type DueRule } from './due-dates.ts';
import { mandatorySaveSchema } from '../entities/course.ts';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const unpublished = { publishedAt: null };
const assignedAt = at('2027-01-31T09:00:00.000Z');

describe('first due date of each type', () => {
  it('sets none for not-specified and no-due-date, which track no assignment', () => {
    for (const type of ['not-specified', 'no-due-date'] as const) {
      expect(firstDueDate({ type }, assignedAt, unpublished)).toBeNull();
      expect(tracksAssignments(type)).toBe(false);
    }
    expect(tracksAssignments('due-by')).toBe(true);
  });

  it('due-by: the date itself, whenever the learner was assigned', () => {
    expect(iso(firstDueDate({ type: 'due-by', dueDate: '2027-03-01T17:00:00.000Z' }, assignedAt, unpublished))).toBe(
      '2027-03-01T17:00:00.000Z',
    );
    expect(firstDueDate({ type: 'due-by' }, assignedAt, unpublished)).toBeNull();
  });

  it('relative-due-by: N calendar days after the assignment, in the rule zone', () => {
    expect(iso(firstDueDate({ type: 'relative-due-by', relativeDueDays: 30 }, assignedAt, unpublished))).toBe('2027-03-02T09:00:00.000Z');
    // Assigned 10:00 in Madrid before the spring change: still 10:00 in Madrid after it.
    const rule: DueRule = { type: 'relative-due-by', relativeDueDays: 7, timeZone: 'Europe/Madrid' };
    expect(iso(firstDueDate(rule, at('2027-03-25T09:00:00.000Z'), unpublished))).toBe('2027-04-01T08:00:00.000Z');
    expect(firstDueDate({ type: 'relative-due-by' }, assignedAt, unpublished)).toBeNull();
  });

  it('recurring-completion-date: its date or days for the first cycle, else one period after assignment', () => {
    expect(iso(firstDueDate({ type: 'recurring-completion-date', recurrenceMonths: 1 }, assignedAt, unpublished))).toBe(
      '2027-02-28T09:00:00.000Z',
    );
    expect(iso(firstDueDate({ type: 'recurring-completion-date', relativeDueDays: 14 }, assignedAt, unpublished))).toBe(
      '2027-02-14T09:00:00.000Z',
    );
    expect(iso(firstDueDate({ type: 'recurring-completion-date', dueDate: '2027-02-10T00:00:00.000Z' }, assignedAt, unpublished))).toBe(
      '2027-02-10T00:00:00.000Z',
    );
  });

  it('recurring-publish-date: the first whole number of periods after publication that follows the assignment', () => {
    const course = { publishedAt: at('2026-01-31T08:00:00.000Z') };
    const rule: DueRule = { type: 'recurring-publish-date', recurrenceMonths: 6 };
    expect(iso(firstDueDate(rule, assignedAt, course))).toBe('2027-07-31T08:00:00.000Z');
    // Month ends are counted from the publication each time: 31 Jan → 28 Feb → 31 Mar, never 28 Mar.
    const monthly: DueRule = { type: 'recurring-publish-date', recurrenceMonths: 1 };
    expect(iso(firstDueDate(monthly, at('2026-02-01T00:00:00.000Z'), course))).toBe('2026-02-28T08:00:00.000Z');
    expect(iso(firstDueDate(monthly, at('2026-03-01T00:00:00.000Z'), course))).toBe('2026-03-31T08:00:00.000Z');
    expect(firstDueDate(rule, assignedAt, unpublished)).toBeNull();
  });

  it('recurring-static-date: the end of the next such day in the rule zone', () => {
    const rule: DueRule = { type: 'recurring-static-date', recurringDate: '03-01', timeZone: 'America/New_York' };
    expect(iso(firstDueDate(rule, assignedAt, unpublished))).toBe('2027-03-02T04:59:59.999Z');
    expect(iso(firstDueDate(rule, at('2027-03-02T06:00:00.000Z'), unpublished))).toBe('2028-03-02T04:59:59.999Z');
    // 29 February is the 28th in other years.
    const leap: DueRule = { type: 'recurring-static-date', recurringDate: '02-29' };
    expect(iso(firstDueDate(leap, assignedAt, unpublished))).toBe('2027-02-28T23:59:59.999Z');
    expect(iso(firstDueDate(leap, at('2027-03-01T00:00:00.000Z'), unpublished))).toBe('2028-02-29T23:59:59.999Z');
  });
});

describe('recurrence', () => {
  it('does not recur for the one-off types', () => {
    for (const type of ['due-by', 'relative-due-by', 'no-due-date', 'not-specified'] as const) {
      expect(
        nextCycle(
          { type, relativeDueDays: 3, dueDate: '2027-01-01T00:00:00.000Z' },
          { dueAt: assignedAt, completedAt: assignedAt },
          unpublished,
        ),
      ).toBeNull();
    }
  });

  it('recurring-completion-date: due N months after each completion, open 30 days before', () => {
    const rule: DueRule = { type: 'recurring-completion-date', recurrenceMonths: 12 };
    const next = nextCycle(rule, { dueAt: at('2027-03-01T00:00:00.000Z'), completedAt: at('2028-02-29T15:00:00.000Z') }, unpublished);
    expect(iso(next?.dueAt)).toBe('2029-02-28T15:00:00.000Z');
    expect(iso(next?.opensAt)).toBe('2029-01-29T15:00:00.000Z');
    // Until the learner completes, nothing recurs: the cycle stays open (and overdue once past its date).
    expect(nextCycle(rule, { dueAt: at('2027-03-01T00:00:00.000Z'), completedAt: null }, unpublished)).toBeNull();
  });

  it('opens a short period halfway through rather than before the last cycle ended', () => {
    const next = nextCycle(
      { type: 'recurring-completion-date', recurrenceMonths: 1 },
      { dueAt: null, completedAt: at('2027-02-01T00:00:00.000Z') },
      unpublished,
    );
    expect(iso(next?.dueAt)).toBe('2027-03-01T00:00:00.000Z');
    expect(iso(next?.opensAt)).toBe('2027-02-15T00:00:00.000Z');
  });

  it('recurring-static-date: a cycle a year, after the later of its date and the completion, missed ones included', () => {
    const rule: DueRule = { type: 'recurring-static-date', recurringDate: '03-01' };
    const dueAt = at('2027-03-01T23:59:59.999Z');
    const early = nextCycle(rule, { dueAt, completedAt: at('2027-02-10T00:00:00.000Z') }, unpublished);
    expect(iso(early?.dueAt)).toBe('2028-03-01T23:59:59.999Z');
    expect(iso(early?.opensAt)).toBe('2028-01-31T23:59:59.999Z');
    const late = nextCycle(rule, { dueAt, completedAt: at('2027-03-20T00:00:00.000Z') }, unpublished);
    expect(iso(late?.dueAt)).toBe('2028-03-01T23:59:59.999Z');
    const missed = nextCycle(rule, { dueAt, completedAt: null }, unpublished);
    expect(iso(missed?.dueAt)).toBe('2028-03-01T23:59:59.999Z');
  });

  it('recurring-publish-date: the next period boundary counted from publication', () => {
    const course = { publishedAt: at('2026-08-31T10:00:00.000Z') };
    const rule: DueRule = { type: 'recurring-publish-date', recurrenceMonths: 6 };
    const next = nextCycle(rule, { dueAt: at('2027-02-28T10:00:00.000Z'), completedAt: at('2027-01-05T10:00:00.000Z') }, course);
    expect(iso(next?.dueAt)).toBe('2027-08-31T10:00:00.000Z');
  });
});

describe('certificate expiry', () => {
  it('is the next due date for recurring training, none otherwise or before completion', () => {
    const cycle = { dueAt: at('2027-03-01T23:59:59.999Z'), completedAt: at('2027-02-01T12:00:00.000Z') };
    expect(iso(certificateExpiry({ type: 'recurring-static-date', recurringDate: '03-01' }, cycle, unpublished))).toBe(
      '2028-03-01T23:59:59.999Z',
    );
    expect(iso(certificateExpiry({ type: 'recurring-completion-date', recurrenceMonths: 24 }, cycle, unpublished))).toBe(
      '2029-02-01T12:00:00.000Z',
    );
    expect(certificateExpiry({ type: 'due-by', dueDate: '2027-03-01T00:00:00.000Z' }, cycle, unpublished)).toBeNull();
    expect(
      certificateExpiry({ type: 'recurring-static-date', recurringDate: '03-01' }, { ...cycle, completedAt: null }, unpublished),
    ).toBeNull();
  });
});

describe('due status', () => {
  const dueAt = at('2027-03-01T23:59:59.999Z');
  it('moves from upcoming to due soon (7 days before) to overdue (after the due moment)', () => {
    expect(dueStatus({ dueAt, completedAt: null }, at('2027-02-20T00:00:00.000Z'))).toBe('upcoming');
    expect(dueStatus({ dueAt, completedAt: null }, at('2027-02-22T23:59:59.999Z'))).toBe('due-soon');
    expect(dueStatus({ dueAt, completedAt: null }, dueAt)).toBe('due-soon');
    expect(dueStatus({ dueAt, completedAt: null }, at('2027-03-02T00:00:00.000Z'))).toBe('overdue');
  });
  it('is completed once completed, and none without a date', () => {
    expect(dueStatus({ dueAt, completedAt: at('2027-03-05T00:00:00.000Z') }, at('2027-03-06T00:00:00.000Z'))).toBe('completed');
    expect(dueStatus({ dueAt: null, completedAt: null }, dueAt)).toBe('none');
  });
});

describe('the rule as a save sends it', () => {
  it('refuses due-by without its date, relative-due-by without its days and recurring-static-date without its day', () => {
    expect(mandatorySaveSchema.safeParse({ type: 'due-by' }).success).toBe(false);
    expect(mandatorySaveSchema.safeParse({ type: 'due-by', dueDate: null }).success).toBe(false);
    expect(mandatorySaveSchema.safeParse({ type: 'relative-due-by' }).success).toBe(false);
    expect(mandatorySaveSchema.safeParse({ type: 'relative-due-by', relativeDueDays: null }).success).toBe(false);
    expect(mandatorySaveSchema.safeParse({ type: 'relative-due-by', relativeDueDays: 14 }).success).toBe(true);
    // The other types ask for nothing more: a period left out is 12 months.
    for (const type of ['not-specified', 'no-due-date', 'recurring-completion-date', 'recurring-publish-date'] as const)
      expect(mandatorySaveSchema.safeParse({ type }).success).toBe(true);
    expect(mandatorySaveSchema.safeParse({ type: 'recurring-static-date' }).success).toBe(false);
    expect(mandatorySaveSchema.safeParse({ type: 'recurring-static-date', recurringDate: '02-29' }).success).toBe(true);
  });
  it('refuses a day that is not in the calendar and an unknown zone', () => {
    expect(mandatorySaveSchema.safeParse({ type: 'recurring-static-date', recurringDate: '04-31' }).success).toBe(false);
    expect(mandatorySaveSchema.safeParse({ type: 'recurring-static-date', recurringDate: '13-01' }).success).toBe(false);
    expect(mandatorySaveSchema.safeParse({ type: 'relative-due-by', relativeDueDays: 5, timeZone: 'Nowhere/Else' }).success).toBe(false);
  });
});
