import type { Course, CourseTag } from '../entities/course.ts';
import { courseStatusDisplay, type CourseStatus } from '../enums/course-status.ts';
import { canTransition } from './course-status-transitions.ts';

/** The part of a course a status change reads and writes. */
export type CourseStatusFields = Pick<Course, 'courseStatus' | 'display' | 'publishOn' | 'unpublishOn' | 'tags' | 'hasUnpublishedChanges'>;

/** What the editor (and the scheduler) can ask of a course's status (spec §4 plus our review steps). */
export type CourseStatusChange =
  | { kind: 'publish'; tags?: CourseTag[]; unpublishOn?: string | null }
  | { kind: 'schedule'; publishOn: string; unpublishOn?: string | null }
  | { kind: 'unpublish' }
  | { kind: 'draft' }
  | { kind: 'archive' }
  | { kind: 'submitForReview' }
  | { kind: 'markReviewed' };

export type CourseStatusChangeResult =
  | { ok: true; fields: CourseStatusFields }
  | { ok: false; reason: 'illegal-transition' | 'invalid-schedule'; message: string };

const targetOf: Record<CourseStatusChange['kind'], CourseStatus> = {
  publish: 'Published',
  schedule: 'Scheduled',
  unpublish: 'Draft',
  draft: 'Draft',
  archive: 'Archived',
  submitForReview: 'InReview',
  markReviewed: 'Reviewed',
};

/** Spec §4: only what is live or about to go live can be unpublished. */
const unpublishable: readonly CourseStatus[] = ['Published', 'Scheduled'];

const label = (status: CourseStatus) => courseStatusDisplay[status].label;

/**
 * The course after a status change at `now`, or why it cannot happen. Spec §4 effects:
 * published → display active, tags set; scheduled → publishOn, display active; unpublish → Draft,
 * display inactive, publishOn cleared. Ours: archiving also takes the course off display and clears
 * its dates; going back to Draft from a live status is an unpublish.
 */
export function changeCourseStatus(course: CourseStatusFields, change: CourseStatusChange, now: Date): CourseStatusChangeResult {
  const from = course.courseStatus;
  const to = targetOf[change.kind];
  if (change.kind === 'unpublish' && !unpublishable.includes(from)) {
    return illegal(`A ${label(from)} course cannot be unpublished: only Published or Scheduled courses can.`);
  }
  if (!canTransition(from, to)) {
    return illegal(`A course cannot go from ${label(from)} to ${label(to)}.`);
  }

  switch (change.kind) {
    case 'publish': {
      const unpublishOn = change.unpublishOn === undefined ? futureOrNull(course.unpublishOn, now) : change.unpublishOn;
      if (unpublishOn !== null && Date.parse(unpublishOn) <= now.getTime()) return invalidSchedule('unpublishOn must be in the future.');
      return ok({
        courseStatus: 'Published',
        display: { active: true },
        // A course already live, or published by the scheduler, keeps the date it went live; otherwise now.
        publishOn: keepsPublishDate(course, now) ? course.publishOn : now.toISOString(),
        unpublishOn,
        tags: change.tags ?? course.tags,
        hasUnpublishedChanges: false,
      });
    }
    case 'schedule': {
      const publishAt = Date.parse(change.publishOn);
      if (publishAt <= now.getTime()) return invalidSchedule('publishOn must be in the future; publish now instead.');
      const unpublishOn = change.unpublishOn ?? null;
      if (unpublishOn !== null && Date.parse(unpublishOn) <= publishAt) return invalidSchedule('unpublishOn must come after publishOn.');
      return ok({
        ...course,
        courseStatus: 'Scheduled',
        display: { active: true },
        publishOn: new Date(publishAt).toISOString(),
        unpublishOn,
      });
    }
    case 'unpublish':
      return ok(offDisplay(course, 'Draft'));
    case 'draft':
      return ok(unpublishable.includes(from) ? offDisplay(course, 'Draft') : { ...course, courseStatus: 'Draft' });
    case 'archive':
      return ok(offDisplay(course, 'Archived'));
    case 'submitForReview':
      return ok({ ...course, courseStatus: 'InReview' });
    case 'markReviewed':
      return ok({ ...course, courseStatus: 'Reviewed' });
  }
}

/** The effect of the scheduler on a course whose publishOn or unpublishOn has come, or null when nothing is due. */
export function dueScheduledChange(course: CourseStatusFields, now: Date): CourseStatusChange | null {
  const due = (date: string | null) => date !== null && Date.parse(date) <= now.getTime();
  const live = course.courseStatus === 'Published' || course.courseStatus === 'Scheduled';
  // A window that has closed entirely (the server was down through it) ends unpublished, not live forever.
  if (live && due(course.unpublishOn)) return { kind: 'unpublish' };
  if (course.courseStatus === 'Scheduled' && due(course.publishOn)) return { kind: 'publish' };
  return null;
}

function keepsPublishDate(course: CourseStatusFields, now: Date): boolean {
  if (course.publishOn === null) return false;
  if (course.courseStatus === 'Published') return true;
  return course.courseStatus === 'Scheduled' && Date.parse(course.publishOn) <= now.getTime();
}

function offDisplay(course: CourseStatusFields, courseStatus: CourseStatus): CourseStatusFields {
  return { ...course, courseStatus, display: { active: false }, publishOn: null, unpublishOn: null };
}

function futureOrNull(date: string | null, now: Date): string | null {
  return date !== null && Date.parse(date) > now.getTime() ? date : null;
}

const ok = (fields: CourseStatusFields): CourseStatusChangeResult => ({ ok: true, fields });
const illegal = (message: string): CourseStatusChangeResult => ({ ok: false, reason: 'illegal-transition', message });
const invalidSchedule = (message: string): CourseStatusChangeResult => ({ ok: false, reason: 'invalid-schedule', message });
