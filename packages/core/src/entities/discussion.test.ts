import { describe, expect, it } from 'vitest';
import { defaultDiscussion, discussionSchema } from './discussion.ts';

describe('discussion defaults (authoring §3, templates §3.4)', () => {
  it('match the spec', () => {
    expect(defaultDiscussion()).toEqual({
      id: 'new',
      courseId: '',
      title: '',
      description: '',
      isPublished: false,
      externalId: '',
      prerequisites: [],
      postRequired: false,
      commentRequired: false,
      visibleToAllUsers: true,
      planning: { startDateTime: null, endDateTime: null },
    });
  });

  it('round-trip and reject a planning date that is not ISO 8601', () => {
    expect(discussionSchema.parse(defaultDiscussion())).toEqual(defaultDiscussion());
    const planned = defaultDiscussion({ planning: { startDateTime: '2025-01-01T00:00:00Z', endDateTime: null } });
    expect(discussionSchema.parse(planned)).toEqual(planned);
    expect(discussionSchema.safeParse(defaultDiscussion({ planning: { startDateTime: 'soon', endDateTime: null } })).success).toBe(false);
  });

  it('are fresh each call', () => {
    defaultDiscussion().prerequisites.push('x');
    expect(defaultDiscussion().prerequisites).toEqual([]);
  });
});
