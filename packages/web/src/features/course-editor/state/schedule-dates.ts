// Scheduling a course for later (spec §4: scheduled with publishOn). The date fields show the spec's
// date picker messages (templates §5); this module decides which one applies, the form words it.

export type DateProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  /** 'Date should be after {date}' */
  | { kind: 'tooEarly'; bound: Date }
  /** 'Date should be before {date}' */
  | { kind: 'tooLate'; bound: Date };

export interface ScheduleInput {
  /** A `datetime-local` value (local time, no zone), empty when not chosen. */
  publishOn: string;
  /** Optional: when the course goes offline again. */
  unpublishOn: string;
}

export interface ScheduleProblems {
  publishOn?: DateProblem;
  unpublishOn?: DateProblem;
}

/** publishOn is required and in the future; unpublishOn, when given, comes after publishOn. */
export function scheduleProblems(input: ScheduleInput, now: Date): ScheduleProblems {
  const problems: ScheduleProblems = {};
  const publishOn = parseLocalDateTime(input.publishOn);
  const unpublishOn = parseLocalDateTime(input.unpublishOn);

  if (input.publishOn.trim() === '') problems.publishOn = { kind: 'required' };
  else if (!publishOn) problems.publishOn = { kind: 'invalid' };
  else if (publishOn.getTime() <= now.getTime()) problems.publishOn = { kind: 'tooEarly', bound: now };
  else if (unpublishOn && unpublishOn.getTime() <= publishOn.getTime()) problems.publishOn = { kind: 'tooLate', bound: unpublishOn };

  if (input.unpublishOn.trim() !== '') {
    if (!unpublishOn) problems.unpublishOn = { kind: 'invalid' };
    else if (unpublishOn.getTime() <= (publishOn ?? now).getTime()) problems.unpublishOn = { kind: 'tooEarly', bound: publishOn ?? now };
  }
  return problems;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Reads a `datetime-local` value as local time; null when it is not a real date and time. */
export function parseLocalDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date() rolls 31 February over into March; a real date reads back the same.
  const isReal =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes;
  return isReal ? date : null;
}

/** An ISO instant as a `datetime-local` value in the browser's zone ('' for none). */
export function toLocalDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as the ISO instant the API takes; null when empty or not a date. */
export function toIsoInstant(localValue: string): string | null {
  return parseLocalDateTime(localValue)?.toISOString() ?? null;
}
