import {
  defaultAssessment,
  defaultDiscussion,
  type AssessmentResponse,
  type DiscussionComment,
  type DiscussionPost,
  type DiscussionResponse,
  type Feedback,
  type LearnerAssessment,
  type LearnerDiscussion,
  type Submission,
} from '@slidewise/core';

// Discussion and assessment answers as the server gives them, for the settings, facilitator and learner screens' tests.

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString();

export function discussionResponse(overrides: Partial<DiscussionResponse> = {}): DiscussionResponse {
  return {
    ...defaultDiscussion({ id: 'd1', courseId: 'c1', title: 'Ladder stories' }),
    courseTitle: 'Working at height',
    version: 3,
    hasUnpublishedChanges: false,
    modified: at(0),
    ...overrides,
  };
}

export function assessmentResponse(overrides: Partial<AssessmentResponse> = {}): AssessmentResponse {
  return {
    ...defaultAssessment({ id: 'a1', courseId: 'c1', title: 'Risk assessment' }),
    courseTitle: 'Working at height',
    version: 2,
    hasUnpublishedChanges: false,
    modified: at(0),
    ...overrides,
  };
}

/** Comment n of a post, written at minute n (a higher n is newer). */
export function comment(postId: string, n: number, overrides: Partial<DiscussionComment> = {}): DiscussionComment {
  return {
    id: `${postId}-c${n}`,
    postId,
    author: { id: `u${n}`, name: `Learner ${n}` },
    content: `<p>Comment ${n} on ${postId}</p>`,
    createdAt: at(n),
    modifiedAt: at(n),
    isOwn: false,
    ...overrides,
  };
}

/** A post as the server sends it: its preview comments newest first. */
export function post(id: string, commentNumbers: number[] = [], overrides: Partial<DiscussionPost> = {}): DiscussionPost {
  const comments = [...commentNumbers].sort((a, b) => b - a).map((n) => comment(id, n));
  return {
    id,
    discussionId: 'd1',
    author: { id: `author-${id}`, name: `Author of ${id}` },
    content: `<p>Post ${id}</p>`,
    createdAt: at(1),
    modifiedAt: at(1),
    commentCount: comments.length,
    isOwn: false,
    comments: { items: comments, currentPage: 1, totalCount: comments.length },
    ...overrides,
  };
}

export function feedback(submissionId: string, overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: `${submissionId}-f1`,
    submissionId,
    author: { id: 'facilitator', name: 'Fay Facilitator' },
    content: '<p>Well argued.</p>',
    status: 'passed',
    score: 80,
    createdAt: at(30),
    modifiedAt: at(30),
    mayChange: true,
    ...overrides,
  };
}

export function submission(id: string, overrides: Partial<Submission> = {}): Submission {
  return {
    id,
    assessmentId: 'a1',
    author: { id: `author-${id}`, name: `Author of ${id}` },
    content: `<p>Submission ${id}</p>`,
    status: 'submitted',
    createdAt: at(10),
    modifiedAt: at(10),
    score: null,
    feedback: [],
    commentCount: 0,
    isOwn: false,
    ...overrides,
  };
}

export function learnerDiscussion(overrides: Partial<LearnerDiscussion> = {}): LearnerDiscussion {
  return {
    id: 'd1',
    courseId: 'c1',
    courseTitle: 'Working at height',
    title: 'Ladder stories',
    description: 'Tell us about a near miss.',
    postRequired: true,
    commentRequired: false,
    visibleToAllUsers: true,
    planning: { startDateTime: null, endDateTime: null },
    open: true,
    myPostCount: 0,
    myCommentCount: 0,
    completed: false,
    ...overrides,
  };
}

export function learnerAssessment(overrides: Partial<LearnerAssessment> = {}): LearnerAssessment {
  return {
    id: 'a1',
    courseId: 'c1',
    courseTitle: 'Working at height',
    title: 'Risk assessment',
    description: 'Assess the risks of the site in the picture.',
    minimumScore: 50,
    gradeByPercentage: true,
    planning: { startDateTime: null, endDateTime: null },
    open: true,
    submission: null,
    ...overrides,
  };
}
