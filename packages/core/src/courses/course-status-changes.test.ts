import { describe, expect, it } from 'vitest';
import { defaultCourse } from '../entities/course.ts';
import type { CourseStatus } from '../enums/course-status.ts';
import { changeCourseStatus, dueScheduledChange, type CourseStatusFields } from './course-status-changes.ts';

const now = new Date('2025-06-01T09:00:00.000Z');
const inOneHour = '2025-06-01T10:00:00.000Z';
const inTwoHours = '2025-06-01T11:00:00.000Z';
const anHourAgo = '2025-06-01T08:00:00.000Z';

function course(courseStatus: CourseStatus, overrides: Partial<CourseStatusFields> = {}): CourseStatusFields {
  const { display, publishOn, unpublishOn, tags, hasUnpublishedChanges } = defaultCourse({ courseStatus });
  return { courseStatus, display, publishOn, unpublishOn, tags, hasUnpublishedChanges, ...overrides };
}

function fieldsOf(result: ReturnType<typeof changeCourseStatus>): CourseStatusFields {
  if (!result.ok) throw new Error(result.message);
  return result.fields;
}

describe('publish (spec §4: display active, tags set)', () => {
  it('makes a draft live now, on display, with the given tags', () => {
    const tags = [{ id: 't1', name: 'Safety' }];
    expect(fieldsOf(changeCourseStatus(course('Draft', { hasUnpublishedChanges: true }), { kind: 'publish', tags }, now))).toEqual({
      courseStatus: 'Published',
      display: { active: true },
      publishOn: now.toISOString(),
      unpublishOn: null,
      tags,
      hasUnpublishedChanges: false,
    });
  });

  it('keeps the tags when none are given, and the first publication date when republishing', () => {
    const tags = [{ id: 't1', name: 'Safety' }];
    const live = course('Published', { publishOn: anHourAgo, tags, display: { active: true } });
    expect(fieldsOf(changeCourseStatus(live, { kind: 'publish' }, now))).toMatchObject({ publishOn: anHourAgo, tags });
  });

  it('keeps a future unpublishOn and drops a past one', () => {
    expect(fieldsOf(changeCourseStatus(course('Draft', { unpublishOn: inOneHour }), { kind: 'publish' }, now)).unpublishOn).toBe(inOneHour);
    expect(fieldsOf(changeCourseStatus(course('Draft', { unpublishOn: anHourAgo }), { kind: 'publish' }, now)).unpublishOn).toBeNull();
  });

  it('refuses an unpublishOn in the past', () => {
    expect(changeCourseStatus(course('Draft'), { kind: 'publish', unpublishOn: anHourAgo }, now)).toMatchObject({
      ok: false,
      reason: 'invalid-schedule',
    });
  });

  it('refuses to publish a course under review, naming both statuses', () => {
    expect(changeCourseStatus(course('InReview'), { kind: 'publish' }, now)).toEqual({
      ok: false,
      reason: 'illegal-transition',
      message: 'A course cannot go from In Review to Published.',
    });
  });
});

describe('schedule (spec §4: publishOn, display active)', () => {
  it('makes a draft Scheduled for a future date, on display', () => {
    expect(
      fieldsOf(changeCourseStatus(course('Draft'), { kind: 'schedule', publishOn: inOneHour, unpublishOn: inTwoHours }, now)),
    ).toMatchObject({
      courseStatus: 'Scheduled',
      display: { active: true },
      publishOn: inOneHour,
      unpublishOn: inTwoHours,
    });
  });

  it('refuses a date that has passed, or an unpublication before the publication', () => {
    expect(changeCourseStatus(course('Draft'), { kind: 'schedule', publishOn: anHourAgo }, now)).toMatchObject({
      ok: false,
      reason: 'invalid-schedule',
    });
    expect(changeCourseStatus(course('Draft'), { kind: 'schedule', publishOn: inTwoHours, unpublishOn: inOneHour }, now)).toMatchObject({
      ok: false,
      reason: 'invalid-schedule',
    });
  });

  it('reschedules a scheduled course', () => {
    const scheduled = course('Scheduled', { publishOn: inOneHour, display: { active: true } });
    expect(fieldsOf(changeCourseStatus(scheduled, { kind: 'schedule', publishOn: inTwoHours }, now)).publishOn).toBe(inTwoHours);
  });
});

describe('unpublish (spec §4: back to draft, display inactive, publishOn cleared)', () => {
  it('takes a published course off display', () => {
    const live = course('Published', { publishOn: anHourAgo, unpublishOn: inOneHour, display: { active: true } });
    expect(fieldsOf(changeCourseStatus(live, { kind: 'unpublish' }, now))).toMatchObject({
      courseStatus: 'Draft',
      display: { active: false },
      publishOn: null,
      unpublishOn: null,
    });
  });

  it('cancels a schedule', () => {
    expect(fieldsOf(changeCourseStatus(course('Scheduled', { publishOn: inOneHour }), { kind: 'unpublish' }, now)).courseStatus).toBe(
      'Draft',
    );
  });

  it('refuses what is not live, naming the status', () => {
    expect(changeCourseStatus(course('Draft'), { kind: 'unpublish' }, now)).toEqual({
      ok: false,
      reason: 'illegal-transition',
      message: 'A Draft course cannot be unpublished: only Published or Scheduled courses can.',
    });
  });
});

describe('draft, archive and review', () => {
  it('draft from review keeps the dates; from a live status it unpublishes', () => {
    expect(fieldsOf(changeCourseStatus(course('InReview'), { kind: 'draft' }, now)).courseStatus).toBe('Draft');
    const live = course('Published', { publishOn: anHourAgo, display: { active: true } });
    expect(fieldsOf(changeCourseStatus(live, { kind: 'draft' }, now))).toMatchObject({ display: { active: false }, publishOn: null });
  });

  it('archive takes the course off display and clears its dates; only a draft comes back', () => {
    const archived = fieldsOf(
      changeCourseStatus(course('Published', { publishOn: anHourAgo, display: { active: true } }), { kind: 'archive' }, now),
    );
    expect(archived).toMatchObject({ courseStatus: 'Archived', display: { active: false }, publishOn: null });
    expect(changeCourseStatus(archived, { kind: 'publish' }, now)).toMatchObject({
      ok: false,
      message: 'A course cannot go from Archived to Published.',
    });
    expect(fieldsOf(changeCourseStatus(archived, { kind: 'draft' }, now)).courseStatus).toBe('Draft');
  });

  it('goes to review and out of it', () => {
    const inReview = fieldsOf(changeCourseStatus(course('Draft'), { kind: 'submitForReview' }, now));
    expect(inReview.courseStatus).toBe('InReview');
    expect(fieldsOf(changeCourseStatus(inReview, { kind: 'markReviewed' }, now)).courseStatus).toBe('Reviewed');
    expect(changeCourseStatus(course('Draft'), { kind: 'markReviewed' }, now)).toMatchObject({ ok: false });
  });
});

describe('dueScheduledChange', () => {
  it('publishes a scheduled course once publishOn has come, keeping that date', () => {
    const scheduled = course('Scheduled', { publishOn: anHourAgo, display: { active: true } });
    expect(dueScheduledChange(scheduled, now)).toEqual({ kind: 'publish' });
    expect(fieldsOf(changeCourseStatus(scheduled, { kind: 'publish' }, now)).publishOn).toBe(anHourAgo);
    expect(dueScheduledChange(course('Scheduled', { publishOn: inOneHour }), now)).toBeNull();
  });

  it('unpublishes a published course once unpublishOn has come', () => {
    expect(dueScheduledChange(course('Published', { unpublishOn: now.toISOString() }), now)).toEqual({ kind: 'unpublish' });
    expect(dueScheduledChange(course('Published', { unpublishOn: inOneHour }), now)).toBeNull();
    expect(dueScheduledChange(course('Draft', { publishOn: anHourAgo }), now)).toBeNull();
  });

  it('unpublishes a scheduled course whose whole window has passed, instead of leaving it live', () => {
    const missed = course('Scheduled', { publishOn: anHourAgo, unpublishOn: now.toISOString() });
    expect(dueScheduledChange(missed, now)).toEqual({ kind: 'unpublish' });
  });
});
