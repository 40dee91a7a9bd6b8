import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discussionPostsResponseSchema, submissionsResponseSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../test-support/index.ts';
import { demoLessonIdOf, signedInAsDemo } from '../test-support/demo.ts';
import { users } from '../db/schema.ts';
import { seedDemoIfEmpty, DEMO_OWNER_EMAIL } from './seed.ts';
import { demoAssessment, demoDiscussion } from './demo-activities.ts';

let test: TestApp;
let cookie: string;
beforeAll(async () => {
  test = await createTestApp();
  await seedDemoIfEmpty(test.database.db);
  cookie = await signedInAsDemo(test, 'facilitator@demo.slidewise.dev');
});
afterAll(() => test.close());

const lessonIdOf = (title: string) => demoLessonIdOf(test, title);

describe('demo discussion and assessment', () => {
  it('gives the demo facilitator posts with comment previews, newest first', async () => {
    const id = await lessonIdOf(demoDiscussion.lessonTitle);
    const response = await test.app.inject({ method: 'GET', url: `/api/discussions/${id}/posts`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const page = discussionPostsResponseSchema.parse(response.json());
    expect(page.totalCount).toBe(demoDiscussion.posts.length);
    expect(page.items.map((post) => post.content)).toEqual(demoDiscussion.posts.map((post) => post.content).reverse());
    const first = page.items.at(-1)!;
    expect(first.commentCount).toBe(3);
    expect(first.comments.items.map((comment) => comment.author.name)).toEqual(['Lee Learner', 'Lina Learner']);
  });

  it('gives the demo facilitator a graded and a returned submission with their feedback', async () => {
    const id = await lessonIdOf(demoAssessment.lessonTitle);
    const response = await test.app.inject({ method: 'GET', url: `/api/assessments/${id}/posts`, headers: { cookie } });
    const page = submissionsResponseSchema.parse(response.json());
    expect(page.items.map((submission) => [submission.author.name, submission.status, submission.score])).toEqual([
      ['Lina Learner', 'returned', null],
      ['Lee Learner', 'graded', 90],
    ]);
    expect(page.items[1]!.feedback[0]).toMatchObject({ status: 'passed', author: { name: 'Fatima Facilitator' } });
  });

  it('leaves the owner’s account with the same people and courses (the demo only adds content)', async () => {
    const owner = await test.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
    expect(owner).toHaveLength(1);
  });
});
