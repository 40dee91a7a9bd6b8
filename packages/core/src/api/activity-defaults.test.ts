import { describe, expect, it } from 'vitest';
import { NEW_ITEM_ID } from '../constants.ts';
import { assessmentResponseSchema, newAssessment } from './assessments.ts';
import { conferenceResponseSchema, newConference } from './conferences.ts';
import { discussionResponseSchema, newDiscussion } from './discussions.ts';
import { newObservation, observationResponseSchema } from './observations.ts';

// The item each settings page shows for id "new" must be a valid settings answer of its kind, in the
// course it will join, and never saved.
const kinds = [
  ['discussion', newDiscussion, discussionResponseSchema],
  ['assessment', newAssessment, assessmentResponseSchema],
  ['observation', newObservation, observationResponseSchema],
  ['conference', newConference, conferenceResponseSchema],
] as const;

describe('a new activity of each kind', () => {
  it.each(kinds)(
    'a new %s is a valid settings answer, "new" in its course, untitled, unpublished, at version 1',
    (_kind, create, schema) => {
      const item = create('c7');
      expect(schema.parse(item)).toEqual(item);
      expect(item).toMatchObject({
        id: NEW_ITEM_ID,
        courseId: 'c7',
        courseTitle: '',
        title: '',
        isPublished: false,
        prerequisites: [],
        version: 1,
        hasUnpublishedChanges: false,
      });
    },
  );

  it('gives each kind its own defaults (authoring §3 for discussions and assessments; ours for observations and conferences)', () => {
    expect(newDiscussion('c1')).toMatchObject({
      postRequired: false,
      commentRequired: false,
      visibleToAllUsers: true,
      planning: { startDateTime: null, endDateTime: null },
    });
    expect(newAssessment('c1')).toMatchObject({ minimumScore: 0, gradeByPercentage: false });
    expect(newObservation('c1').criteria).toEqual([]);
    expect(newConference('c1')).toMatchObject({ startDateTime: null, endDateTime: null, joinUrl: '', capacity: null, registeredCount: 0 });
  });

  it('hands out a fresh item each time, so editing one leaves the next untouched', () => {
    const first = newObservation('c1');
    first.criteria.push({ id: 'k1', title: 'Wears a harness', description: '' });
    first.prerequisites.push('l1');
    expect(newObservation('c1')).toMatchObject({ criteria: [], prerequisites: [] });
  });
});
