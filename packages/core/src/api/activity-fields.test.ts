import { describe, expect, it } from 'vitest';
import { assessmentUpdateBodySchema, submissionsQuerySchema } from './assessments.ts';
import { conferenceRegistrationsQuerySchema, conferenceUpdateBodySchema } from './conferences.ts';
import { discussionPostsQuerySchema, discussionUpdateBodySchema } from './discussions.ts';
import { groupTrainingSessionsQuerySchema } from './group-training.ts';
import { observationSubmissionsQuerySchema, observationUpdateBodySchema } from './observations.ts';

const updateBodies = {
  discussion: discussionUpdateBodySchema,
  assessment: assessmentUpdateBodySchema,
  observation: observationUpdateBodySchema,
  conference: conferenceUpdateBodySchema,
};
const pagedQueries = {
  posts: discussionPostsQuerySchema,
  submissions: submissionsQuerySchema,
  records: observationSubmissionsQuerySchema,
  registrations: conferenceRegistrationsQuerySchema,
  sessions: groupTrainingSessionsQuerySchema,
};

describe('the settings every activity kind shares', () => {
  it.each(Object.entries(updateBodies))('a %s save takes the shared fields, version and courseId, and each alone', (_kind, schema) => {
    const body = {
      title: 'Ladder safety',
      description: '',
      externalId: 'X-1',
      prerequisites: ['6f1c7e0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f'],
      isPublished: true,
      version: 3,
    };
    expect(schema.safeParse(body).success).toBe(true);
    expect(schema.safeParse({ isPublished: false }).success).toBe(true);
  });

  it.each(Object.entries(updateBodies))(
    'a %s save refuses a title over 200 characters, a blank one, and over 100 prerequisites',
    (_kind, schema) => {
      expect(schema.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
      expect(schema.safeParse({ title: '   ' }).success).toBe(false);
      const ids = (count: number) => Array.from({ length: count }, (_, i) => `6f1c7e0e-1a2b-4c3d-8e9f-${String(i).padStart(12, '0')}`);
      expect(schema.safeParse({ prerequisites: ids(100) }).success).toBe(true);
      expect(schema.safeParse({ prerequisites: ids(101) }).success).toBe(false);
      expect(schema.safeParse({ version: 0 }).success).toBe(false);
    },
  );

  it.each(Object.entries(pagedQueries))('the %s list pages from 1 by 20 by default, at most 100 a page', (_list, schema) => {
    expect(schema.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    expect(schema.parse({ page: '3', pageSize: '100' })).toMatchObject({ page: 3, pageSize: 100 });
    expect(schema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
  });
});
