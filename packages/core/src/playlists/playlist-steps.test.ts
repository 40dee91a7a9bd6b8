import { describe, expect, it } from 'vitest';
import { playlistProgress, playlistSteps } from './playlist-steps.ts';

const course = (courseId: string, completed = false) => ({ courseId, completed });

describe('playlistSteps', () => {
  it('leaves every course of a Free playlist open, in any order', () => {
    const steps = playlistSteps('Free', [course('a'), course('b'), course('c', true)]);
    expect(steps.map((step) => step.locked)).toEqual([false, false, false]);
    expect(steps.map((step) => step.waitsForCourseId)).toEqual([null, null, null]);
  });

  it('opens only the first course of a Sequential playlist nobody has started', () => {
    const steps = playlistSteps('Sequential', [course('a'), course('b'), course('c')]);
    expect(steps.map((step) => step.locked)).toEqual([false, true, true]);
    expect(steps.map((step) => step.waitsForCourseId)).toEqual([null, 'a', 'b']);
  });

  it('opens the next course when the previous one is completed', () => {
    const steps = playlistSteps('Sequential', [course('a', true), course('b'), course('c')]);
    expect(steps.map((step) => step.locked)).toEqual([false, false, true]);
    expect(steps[2]!.waitsForCourseId).toBe('b');
  });

  it('never locks a course already completed, even when the one before it is not', () => {
    const steps = playlistSteps('Sequential', [course('a'), course('b', true), course('c')]);
    expect(steps.map((step) => step.locked)).toEqual([false, false, false]);
  });

  it('answers nothing for an empty playlist', () => {
    expect(playlistSteps('Sequential', [])).toEqual([]);
  });
});

describe('playlistProgress', () => {
  it('counts completed courses and points at the first open one left', () => {
    const progress = playlistProgress(playlistSteps('Sequential', [course('a', true), course('b'), course('c')]));
    expect(progress).toEqual({ courseCount: 3, completedCourseCount: 1, percentage: 33, completed: false, nextCourseId: 'b' });
  });

  it('is complete when every course is, with nothing next', () => {
    const progress = playlistProgress(playlistSteps('Free', [course('a', true), course('b', true)]));
    expect(progress).toMatchObject({ percentage: 100, completed: true, nextCourseId: null });
  });

  it('is not complete when empty', () => {
    expect(playlistProgress([])).toEqual({ courseCount: 0, completedCourseCount: 0, percentage: 0, completed: false, nextCourseId: null });
  });

  it('skips locked courses when choosing what comes next in a Free playlist', () => {
    expect(playlistProgress(playlistSteps('Free', [course('a', true), course('b'), course('c')])).nextCourseId).toBe('b');
  });
});
