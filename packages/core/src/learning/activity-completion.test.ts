import { describe, expect, it } from 'vitest';
import { activityCompleted, activityScore, activityScored, type ActivityProgress } from './activity-completion.ts';

const closed = { openToComplete: false };
const open = { openToComplete: true };
const discussion = (postRequired: boolean, commentRequired: boolean, postCount: number, commentCount: number): ActivityProgress => ({
  kind: 'Discussion',
  postRequired,
  commentRequired,
  postCount,
  commentCount,
});
const assessment = (overrides: Partial<Extract<ActivityProgress, { kind: 'Assessment' }>> = {}): ActivityProgress => ({
  kind: 'Assessment',
  gradeByPercentage: false,
  minimumScore: 0,
  submitted: true,
  feedbackStatus: null,
  score: null,
  ...overrides,
});

describe('discussion completion', () => {
  it('asks a post when postRequired and a comment when commentRequired', () => {
    expect(activityCompleted(discussion(true, false, 1, 0), closed)).toBe(true);
    expect(activityCompleted(discussion(true, false, 0, 3), closed)).toBe(false);
    expect(activityCompleted(discussion(false, true, 0, 1), closed)).toBe(true);
    expect(activityCompleted(discussion(false, true, 2, 0), closed)).toBe(false);
    expect(activityCompleted(discussion(true, true, 1, 0), closed)).toBe(false);
    expect(activityCompleted(discussion(true, true, 1, 1), closed)).toBe(true);
  });

  it('with nothing required asks taking part at all: one post or one comment', () => {
    expect(activityCompleted(discussion(false, false, 0, 0), closed)).toBe(false);
    expect(activityCompleted(discussion(false, false, 1, 0), closed)).toBe(true);
    expect(activityCompleted(discussion(false, false, 0, 1), closed)).toBe(true);
  });

  it('with openToComplete taking part is enough, whatever is required', () => {
    expect(activityCompleted(discussion(true, true, 0, 1), open)).toBe(true);
    expect(activityCompleted(discussion(true, true, 0, 0), open)).toBe(false);
  });
});

describe('assessment completion', () => {
  it('needs the latest feedback to pass', () => {
    expect(activityCompleted(assessment({ feedbackStatus: 'passed' }), closed)).toBe(true);
    expect(activityCompleted(assessment({ feedbackStatus: 'failed' }), closed)).toBe(false);
    expect(activityCompleted(assessment({ feedbackStatus: 'needs-revision' }), closed)).toBe(false);
    expect(activityCompleted(assessment(), closed)).toBe(false);
  });

  it('graded by percentage also needs the score at least minimumScore', () => {
    expect(activityCompleted(assessment({ gradeByPercentage: true, minimumScore: 70, feedbackStatus: 'passed', score: 70 }), closed)).toBe(
      true,
    );
    expect(
      activityCompleted(assessment({ gradeByPercentage: true, minimumScore: 70, feedbackStatus: 'passed', score: 69.5 }), closed),
    ).toBe(false);
    expect(
      activityCompleted(assessment({ gradeByPercentage: true, minimumScore: 70, feedbackStatus: 'passed', score: null }), closed),
    ).toBe(false);
    // Without percentage grading the score is the grader's note, the status decides.
    expect(activityCompleted(assessment({ minimumScore: 70, feedbackStatus: 'passed', score: 10 }), closed)).toBe(true);
  });

  it('with openToComplete submitting is enough', () => {
    expect(activityCompleted(assessment({ submitted: true }), open)).toBe(true);
    expect(activityCompleted(assessment({ submitted: false }), open)).toBe(false);
  });

  it('counts its score only graded by percentage and finally graded', () => {
    expect(activityScored(assessment())).toBe(false);
    expect(activityScore(assessment({ feedbackStatus: 'passed', score: 90 }))).toBeNull();
    expect(activityScore(assessment({ gradeByPercentage: true, feedbackStatus: 'passed', score: 87.6 }))).toBe(88);
    expect(activityScore(assessment({ gradeByPercentage: true, feedbackStatus: 'failed', score: 40 }))).toBe(40);
    expect(activityScore(assessment({ gradeByPercentage: true, feedbackStatus: 'needs-revision', score: 40 }))).toBeNull();
    expect(activityScore(assessment({ gradeByPercentage: true, feedbackStatus: 'passed', score: null }))).toBeNull();
    expect(activityScore(assessment({ gradeByPercentage: true, feedbackStatus: 'passed', score: 130 }))).toBe(100);
    expect(activityScored(discussion(true, false, 1, 0))).toBe(false);
  });
});

describe('observation and conference completion', () => {
  it('an observation needs a completed record that passed', () => {
    expect(activityCompleted({ kind: 'Observation', observed: true, passed: true }, closed)).toBe(true);
    expect(activityCompleted({ kind: 'Observation', observed: true, passed: false }, closed)).toBe(false);
    expect(activityCompleted({ kind: 'Observation', observed: true, passed: null }, closed)).toBe(false);
    expect(activityCompleted({ kind: 'Observation', observed: true, passed: null }, open)).toBe(true);
    expect(activityCompleted({ kind: 'Observation', observed: false, passed: null }, open)).toBe(false);
  });

  it('a conference needs the attendance marked', () => {
    expect(activityCompleted({ kind: 'Conference', registered: true, attended: true }, closed)).toBe(true);
    expect(activityCompleted({ kind: 'Conference', registered: true, attended: false }, closed)).toBe(false);
    expect(activityCompleted({ kind: 'Conference', registered: true, attended: false }, open)).toBe(true);
    expect(activityCompleted({ kind: 'Conference', registered: false, attended: false }, open)).toBe(false);
  });
});
