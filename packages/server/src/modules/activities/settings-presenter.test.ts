import { describe, expect, it } from 'vitest';
import type { ActivityRow } from './activity-lookup.ts';
import { activityHead, activityVersion } from './settings-presenter.ts';

const lessonId = '00000000-0000-4000-8000-000000000001';
const prerequisite = '00000000-0000-4000-8000-000000000002';

/** An activity row with only what the presenter reads. */
function row(data: Record<string, unknown>): ActivityRow {
  return {
    lesson: {
      id: lessonId,
      courseId: 'c1',
      title: 'Harness check',
      description: 'Watch them put it on',
      isPublished: true,
      data,
      version: 4,
      hasUnpublishedChanges: true,
      modifiedAt: new Date('2026-01-05T09:00:00.000Z'),
    },
    course: { title: 'Working at height' },
  } as unknown as ActivityRow;
}

describe('the settings answer every kind starts and ends with', () => {
  it('reads the lesson’s columns, the course title and the stored externalId and prerequisites', () => {
    expect(activityHead(row({ externalId: 'LMS-7', prerequisites: [prerequisite] }))).toEqual({
      id: lessonId,
      courseId: 'c1',
      courseTitle: 'Working at height',
      title: 'Harness check',
      description: 'Watch them put it on',
      isPublished: true,
      externalId: 'LMS-7',
      prerequisites: [prerequisite],
    });
    expect(activityVersion(row({}))).toEqual({ version: 4, hasUnpublishedChanges: true, modified: '2026-01-05T09:00:00.000Z' });
  });

  it('reads a missing or damaged externalId or prerequisites as empty, so the answer stays valid', () => {
    expect(activityHead(row({}))).toMatchObject({ externalId: '', prerequisites: [] });
    expect(activityHead(row({ externalId: 42, prerequisites: [42, prerequisite] }))).toMatchObject({ externalId: '', prerequisites: [] });
    expect(activityHead(row({ externalId: 'x'.repeat(201), prerequisites: 'l1' }))).toMatchObject({ externalId: '', prerequisites: [] });
  });
});
