import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discussionPostsResponseSchema,
  discussionResponseSchema,
  discussionSummariesResponseSchema,
  learnerDiscussionSchema,
  postsCommentsResponseSchema,
} from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { activityFixture, expectStatus, type ActivityFixture } from '../activities/test-activity.ts';

let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

const call: ActivityFixture['call'] = (...args) => world.call(...args);
async function newDiscussion(fields: Record<string, unknown> = {}) {
  return expectStatus(
    call('PUT', '/api/discussions/new', { courseId: world.courseId, title: 'Share an idea', isPublished: true, ...fields }),
    201,
  );
}
async function post(discussionId: string, content: string, as: Parameters<typeof call>[3] = 'app-user') {
  return expectStatus(call('POST', `/api/discussions/${discussionId}/posts`, { content }, as), 201);
}

describe('discussion settings: summaries, /latest and PUT', () => {
  it('creates with id "new" (201) with the spec defaults, reads it back and saves from its version', async () => {
    const created = await expectStatus(call('PUT', '/api/discussions/new', { courseId: world.courseId, title: 'Kick-off' }), 201);
    expect(discussionResponseSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      courseId: world.courseId,
      title: 'Kick-off',
      isPublished: false,
      postRequired: false,
      commentRequired: false,
      visibleToAllUsers: true,
      planning: { startDateTime: null, endDateTime: null },
      version: 1,
    });
    expect(await expectStatus(call('GET', `/api/discussions/${created.id}/latest`, undefined, 'facilitator'), 200)).toEqual(created);
    const saved = await expectStatus(
      call('PUT', `/api/discussions/${created.id}`, { version: 1, postRequired: true, description: 'Say hello' }),
      200,
    );
    expect(saved).toMatchObject({ version: 2, postRequired: true, description: 'Say hello', title: 'Kick-off' });
    // The lessons list of the course shows it as a Discussion.
    const lessons = await expectStatus(call('GET', `/api/course/${world.courseId}/lessons`), 200);
    expect(lessons.find((lesson: { id: string }) => lesson.id === created.id)).toMatchObject({ kind: 'Discussion', title: 'Kick-off' });
  });

  it('answers a stale version 409 with the current discussion, and writes nothing', async () => {
    const created = await newDiscussion();
    await expectStatus(call('PUT', `/api/discussions/${created.id}`, { version: 1, title: 'First' }), 200);
    const stale = await call('PUT', `/api/discussions/${created.id}`, { version: 1, title: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { current: { title: 'First', version: 2 } } });
    expect((await expectStatus(call('GET', `/api/discussions/${created.id}/latest`), 200)).title).toBe('First');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const created = await newDiscussion();
    for (const body of [
      { version: 1, title: '' },
      { version: 1, postRequired: 'yes' },
      { version: 1, planning: { startDateTime: '2025-06-02T00:00:00.000Z', endDateTime: '2025-06-01T00:00:00.000Z' } },
    ]) {
      const response = await call('PUT', `/api/discussions/${created.id}`, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json()).toHaveProperty('message');
    }
    expect((await call('PUT', '/api/discussions/new', { title: 'Where?' })).statusCode).toBe(400);
    expect((await expectStatus(call('GET', `/api/discussions/${created.id}/latest`), 200)).version).toBe(created.version);
  });

  it('answers 404 to another account and to ids of another kind, 403 to roles that may not edit', async () => {
    const created = await newDiscussion();
    expect((await call('GET', `/api/discussions/${created.id}/latest`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', `/api/discussions/${created.id}`, { version: 1, title: 'Mine' }, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', '/api/discussions/new', { courseId: world.courseId, title: 'Theirs' }, 'outsider')).statusCode).toBe(404);
    const assessment = await expectStatus(
      call('PUT', '/api/assessments/new', { courseId: world.courseId, title: 'Not a discussion' }),
      201,
    );
    expect((await call('GET', `/api/discussions/${assessment.id}/latest`)).statusCode).toBe(404);
    // The owner's page of posts looks the discussion up inside the page statement: the same 404s hold there.
    expect((await call('GET', `/api/discussions/${assessment.id}/posts`)).statusCode).toBe(404);
    expect((await call('GET', '/api/discussions/not-a-uuid/posts')).statusCode).toBe(404);
    expect((await call('GET', `/api/discussions/${created.id}/posts`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('PUT', `/api/discussions/${created.id}`, { version: 1, title: 'Nope' }, 'facilitator')).statusCode).toBe(403);
    expect((await call('PUT', `/api/discussions/${created.id}`, { version: 1, title: 'Nope' }, 'restricted-author')).statusCode).toBe(403);
    expect((await call('GET', `/api/discussions/${created.id}/latest`, undefined, 'reviewer')).statusCode).toBe(403);
    expect((await call('GET', '/api/discussions/summaries', undefined, 'app-user')).statusCode).toBe(403);
  });

  it('lists summaries of the account (of a course when asked) with their post counts', async () => {
    const created = await newDiscussion({ title: 'Counted' });
    await post(created.id, 'One');
    await post(created.id, 'Two', 'learner2');
    const summaries = await expectStatus(
      call('GET', `/api/discussions/summaries?courseId=${world.courseId}&page=1&pageSize=100`, undefined, 'facilitator'),
      200,
    );
    expect(discussionSummariesResponseSchema.safeParse(summaries).success).toBe(true);
    expect(summaries.items.find((item: { id: string }) => item.id === created.id)).toMatchObject({
      title: 'Counted',
      postCount: 2,
      isPublished: true,
    });
    expect(summaries.currentPage).toBe(1);
    expect(summaries.totalCount).toBe(summaries.items.length);
    // The facilitator of a group sees only what the group wrote.
    const ofGroup = await expectStatus(
      call('GET', `/api/discussions/summaries?courseId=${world.courseId}`, undefined, 'groupFacilitator'),
      200,
    );
    expect(ofGroup.items.find((item: { id: string }) => item.id === created.id)).toMatchObject({ postCount: 1 });
    expect((await expectStatus(call('GET', '/api/discussions/summaries', undefined, 'outsider'), 200)).items).toEqual([]);
    expect((await call('GET', `/api/discussions/summaries?courseId=${world.courseId}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', '/api/discussions/summaries?pageSize=0')).statusCode).toBe(400);
  });

  it('gives each summary its newest visible activity, account-wide without courseId (the moderation overview)', async () => {
    const quiet = await newDiscussion({ title: 'Quiet' });
    const busy = await newDiscussion({ title: 'Busy' });
    const before = test.clock.now().getTime();
    const written = await post(busy.id, 'First', 'learner2');
    const find = (list: { items: { id: string; lastActivityAt: string | null }[] }, id: string) =>
      list.items.find((item) => item.id === id);
    const afterPost = await expectStatus(call('GET', '/api/discussions/summaries?pageSize=100', undefined, 'facilitator'), 200);
    expect(discussionSummariesResponseSchema.safeParse(afterPost).success).toBe(true);
    expect(find(afterPost, quiet.id)?.lastActivityAt).toBeNull();
    const postedAt = Date.parse(find(afterPost, busy.id)?.lastActivityAt ?? '');
    expect(postedAt).toBe(before);
    // A comment is activity too.
    test.clock.advance(60_000);
    await expectStatus(call('POST', `/api/discussions/${busy.id}/posts/${written.id}/comments`, { content: 'Reply' }, 'learner2'), 201);
    const afterComment = await expectStatus(call('GET', '/api/discussions/summaries?pageSize=100', undefined, 'facilitator'), 200);
    expect(Date.parse(find(afterComment, busy.id)?.lastActivityAt ?? '')).toBe(postedAt + 60_000);
    // A group's facilitator sees no activity of people outside the group.
    const ofGroup = await expectStatus(call('GET', '/api/discussions/summaries?pageSize=100', undefined, 'groupFacilitator'), 200);
    expect(find(ofGroup, busy.id)).toMatchObject({ postCount: 0, lastActivityAt: null });
  });
});

describe('posts and comments', () => {
  it('pages posts newest first, each with its 2 newest comments, and keeps pages dense after a delete', async () => {
    const discussion = await newDiscussion();
    const written: string[] = [];
    for (let index = 1; index <= 7; index += 1) {
      test.clock.advance(1000);
      written.push((await post(discussion.id, `<p>Post ${index}</p>`)).id);
    }
    for (const text of ['a', 'b', 'c'])
      await expectStatus(
        call('POST', `/api/discussions/${discussion.id}/posts/${written[6]}/comments`, { content: text }, 'facilitator'),
        201,
      );
    const page = (number: number) =>
      expectStatus(call('GET', `/api/discussions/${discussion.id}/posts?page=${number}&pageSize=3`, undefined, 'facilitator'), 200);
    const first = await page(1);
    expect(discussionPostsResponseSchema.safeParse(first).success).toBe(true);
    expect(first.items.map((item: { content: string }) => item.content)).toEqual(['<p>Post 7</p>', '<p>Post 6</p>', '<p>Post 5</p>']);
    expect(first).toMatchObject({ currentPage: 1, totalCount: 7 });
    expect(first.items[0].comments).toMatchObject({ currentPage: 1, totalCount: 3 });
    expect(first.items[0].comments.items.map((comment: { content: string }) => comment.content)).toEqual(['c', 'b']);
    expect(first.items[0].commentCount).toBe(3);
    expect((await page(3)).items.map((item: { content: string }) => item.content)).toEqual(['<p>Post 1</p>']);
    expect((await page(4)).items).toEqual([]);

    await expectStatus(call('DELETE', `/api/discussions/${discussion.id}/posts/${written[5]}`, undefined, 'facilitator'), 204);
    const after = await page(1);
    expect(after.items.map((item: { content: string }) => item.content)).toEqual(['<p>Post 7</p>', '<p>Post 5</p>', '<p>Post 4</p>']);
    expect(after.totalCount).toBe(6);
    expect((await page(2)).items.map((item: { content: string }) => item.content)).toEqual([
      '<p>Post 3</p>',
      '<p>Post 2</p>',
      '<p>Post 1</p>',
    ]);
    // A new post after the delete takes the next number: still dense.
    await post(discussion.id, 'Post 8');
    expect((await page(1)).items.map((item: { content: string }) => item.content)).toEqual(['Post 8', '<p>Post 7</p>', '<p>Post 5</p>']);
    expect((await page(3)).items.map((item: { content: string }) => item.content)).toEqual(['<p>Post 1</p>']);
  });

  it('deleting a post deletes its comments', async () => {
    const discussion = await newDiscussion();
    const written = await post(discussion.id, 'Soon gone');
    const comment = await expectStatus(
      call('POST', `/api/discussions/${discussion.id}/posts/${written.id}/comments`, { content: 'Reply' }, 'learner2'),
      201,
    );
    await expectStatus(call('DELETE', `/api/discussions/${discussion.id}/posts/${written.id}`), 204);
    expect((await call('PUT', `/api/comments/${comment.id}`, { content: 'Edited' }, 'learner2')).statusCode).toBe(404);
    expect((await call('GET', `/api/discussions/${discussion.id}/posts/${written.id}/comments`)).statusCode).toBe(404);
  });

  it('pages a post’s comments and the comments of several posts, newest first', async () => {
    const discussion = await newDiscussion();
    const one = await post(discussion.id, 'One');
    const two = await post(discussion.id, 'Two');
    for (const text of ['1a', '1b', '1c'])
      await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts/${one.id}/comments`, { content: text }), 201);
    await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts/${two.id}/comments`, { content: '2a' }), 201);
    const secondPage = await expectStatus(
      call('GET', `/api/discussions/${discussion.id}/posts/${one.id}/comments?page=2&pageSize=2`, undefined, 'app-user'),
      200,
    );
    expect(secondPage).toMatchObject({ currentPage: 2, totalCount: 3 });
    expect(secondPage.items.map((comment: { content: string }) => comment.content)).toEqual(['1a']);
    const several = await expectStatus(
      call('GET', `/api/discussions/${discussion.id}/posts/comments?postIds=${two.id},${one.id}&page=1&pageSize=2`),
      200,
    );
    expect(postsCommentsResponseSchema.safeParse(several).success).toBe(true);
    expect(
      several.items.map((page: { postId: string; items: { content: string }[] }) => [
        page.postId,
        page.items.map((comment) => comment.content),
      ]),
    ).toEqual([
      [two.id, ['2a']],
      [one.id, ['1c', '1b']],
    ]);
    expect(await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts/comments`), 200)).toEqual({ items: [] });
    expect(
      (await call('GET', `/api/discussions/${discussion.id}/posts/comments?postIds=${one.id}`, undefined, 'outsider')).statusCode,
    ).toBe(404);
  });

  it('lets only a comment’s author edit it, and its author or a moderator delete it; the count never goes below 0', async () => {
    const discussion = await newDiscussion();
    const written = await post(discussion.id, 'Hello');
    const comment = await expectStatus(
      call('POST', `/api/discussions/${discussion.id}/posts/${written.id}/comments`, { content: 'Mine' }, 'app-user'),
      201,
    );
    expect(comment).toMatchObject({ isOwn: true, author: { id: world.ids.learner } });
    expect((await call('PUT', `/api/comments/${comment.id}`, { content: 'Theirs now' }, 'learner2')).statusCode).toBe(403);
    expect((await call('PUT', `/api/comments/${comment.id}`, { content: 'Theirs now' }, 'account-owner')).statusCode).toBe(403);
    expect(await expectStatus(call('PUT', `/api/comments/${comment.id}`, { content: '<b>Edited</b>' }, 'app-user'), 200)).toMatchObject({
      content: 'Edited',
    });
    expect((await call('PUT', `/api/comments/${comment.id}`, { content: '' }, 'app-user')).statusCode).toBe(400);
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, 'learner2')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, 'outsider')).statusCode).toBe(404);
    await expectStatus(call('DELETE', `/api/comments/${comment.id}`, undefined, 'facilitator'), 204);
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, 'facilitator')).statusCode).toBe(404);
    const listed = await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts`), 200);
    expect(listed.items[0]).toMatchObject({ commentCount: 0, comments: { totalCount: 0, items: [] } });
  });

  it('lets a learner delete their own post but not another’s', async () => {
    const discussion = await newDiscussion();
    const theirs = await post(discussion.id, 'Theirs', 'learner2');
    const mine = await post(discussion.id, 'Mine');
    expect((await call('DELETE', `/api/discussions/${discussion.id}/posts/${theirs.id}`, undefined, 'app-user')).statusCode).toBe(403);
    await expectStatus(call('DELETE', `/api/discussions/${discussion.id}/posts/${mine.id}`, undefined, 'app-user'), 204);
  });

  it('refuses empty and over-long posts with 400, and another account with 404', async () => {
    const discussion = await newDiscussion();
    for (const content of ['', '   ', '<p></p>', '<script>alert(1)</script>', 'x'.repeat(20_001)]) {
      const response = await call('POST', `/api/discussions/${discussion.id}/posts`, { content });
      expect({ content: content.slice(0, 30), status: response.statusCode }).toEqual({ content: content.slice(0, 30), status: 400 });
    }
    expect((await call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'Hi' }, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/discussions/${discussion.id}/posts`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/discussions/${discussion.id}/posts`, undefined, 'reviewer')).statusCode).toBe(403);
    const listed = await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts`), 200);
    expect(listed.totalCount).toBe(0);
  });
});

describe('who sees which post', () => {
  it('shows learners every post when visibleToAllUsers, and only their own otherwise', async () => {
    const discussion = await newDiscussion();
    await post(discussion.id, 'From one');
    await post(discussion.id, 'From two', 'learner2');
    const seen = async (as: 'app-user' | 'learner2' | 'account-owner') =>
      (await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts`, undefined, as), 200)).items.map(
        (item: { content: string }) => item.content,
      );
    expect(await seen('app-user')).toEqual(['From two', 'From one']);
    await expectStatus(
      call('PUT', `/api/discussions/${discussion.id}`, { version: discussion.version, visibleToAllUsers: false, isPublished: true }),
      200,
    );
    expect(await seen('app-user')).toEqual(['From one']);
    expect(await seen('learner2')).toEqual(['From two']);
    expect(await seen('account-owner')).toEqual(['From two', 'From one']);
  });

  it('shows a facilitator in user groups the posts of their groups only; one in no group sees all', async () => {
    const discussion = await newDiscussion();
    const fromGroup = await post(discussion.id, 'In the group');
    const outside = await post(discussion.id, 'Outside', 'learner2');
    const listed = await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts`, undefined, 'groupFacilitator'), 200);
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([fromGroup.id]);
    expect(listed.totalCount).toBe(1);
    expect((await call('DELETE', `/api/discussions/${discussion.id}/posts/${outside.id}`, undefined, 'groupFacilitator')).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/discussions/${discussion.id}/posts/${outside.id}/comments`, { content: 'Hi' }, 'groupFacilitator'))
        .statusCode,
    ).toBe(404);
    expect((await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts`, undefined, 'facilitator'), 200)).totalCount).toBe(2);
  });

  it('hides unpublished discussions from learners, and refuses posts outside the planning window', async () => {
    const draft = await expectStatus(call('PUT', '/api/discussions/new', { courseId: world.courseId, title: 'Draft' }), 201);
    expect((await call('GET', `/api/discussions/${draft.id}/posts`, undefined, 'app-user')).statusCode).toBe(404);
    expect((await call('GET', `/api/discussions/${draft.id}/learner`, undefined, 'app-user')).statusCode).toBe(404);
    const later = await newDiscussion({ planning: { startDateTime: '2099-01-01T00:00:00.000Z', endDateTime: null } });
    const closed = await call('POST', `/api/discussions/${later.id}/posts`, { content: 'Too early' }, 'app-user');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('activity_closed');
    // Staff still post, to open the conversation.
    await post(later.id, 'Welcome', 'facilitator');
    expect(await expectStatus(call('GET', `/api/discussions/${later.id}/learner`, undefined, 'app-user'), 200)).toMatchObject({
      open: false,
      myPostCount: 0,
    });
  });

  it('tells a learner what the discussion asks and whether they have done it', async () => {
    const discussion = await newDiscussion({ postRequired: true, commentRequired: true, description: 'Tell us' });
    const before = await expectStatus(call('GET', `/api/discussions/${discussion.id}/learner`, undefined, 'app-user'), 200);
    expect(learnerDiscussionSchema.safeParse(before).success).toBe(true);
    expect(before).toMatchObject({
      title: 'Share an idea',
      description: 'Tell us',
      open: true,
      myPostCount: 0,
      myCommentCount: 0,
      completed: false,
    });
    const mine = await post(discussion.id, 'Mine');
    expect((await expectStatus(call('GET', `/api/discussions/${discussion.id}/learner`, undefined, 'app-user'), 200)).completed).toBe(
      false,
    );
    await expectStatus(
      call('POST', `/api/discussions/${discussion.id}/posts/${mine.id}/comments`, { content: 'And a reply' }, 'app-user'),
      201,
    );
    expect(await expectStatus(call('GET', `/api/discussions/${discussion.id}/learner`, undefined, 'app-user'), 200)).toMatchObject({
      myPostCount: 1,
      myCommentCount: 1,
      completed: true,
    });
  });

  it('counts a discussion that requires nothing as done only once the learner takes part, as the course does', async () => {
    const discussion = await newDiscussion({ postRequired: false, commentRequired: false });
    expect((await expectStatus(call('GET', `/api/discussions/${discussion.id}/learner`, undefined, 'app-user'), 200)).completed).toBe(
      false,
    );
    await post(discussion.id, 'Here I am');
    expect((await expectStatus(call('GET', `/api/discussions/${discussion.id}/learner`, undefined, 'app-user'), 200)).completed).toBe(true);
  });
});
