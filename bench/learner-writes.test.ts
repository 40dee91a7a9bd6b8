import { describe, expect, it } from 'vitest';
import { rushDeck, RUSH_QUESTIONS } from './learner-data.ts';
import {
  expectedScore,
  fsyncNote,
  learnersPerServer,
  learnerWriteLines,
  learnerWriteLoad,
  percentile,
  rushResult,
  type RushFigures,
} from './learner-writes.ts';

const played = (requests: number, seconds: number, resultMs: number[]): RushFigures => ({
  requests,
  seconds,
  startMs: [20, 30],
  resultMs,
  finishMs: [40, 60],
});

describe('the learner write figures', () => {
  it('plays 1,000 learners per server after 64 (64 with --smoke), 64 at a time', () => {
    expect(learnersPerServer(learnerWriteLoad(false))).toBe(1064);
    expect(learnersPerServer(learnerWriteLoad(true))).toBe(64);
    expect(learnerWriteLoad(false).concurrency).toBe(64);
  });

  it('asks 12 questions, and knows what each learner should score', () => {
    const slides = rushDeck();
    expect(slides).toHaveLength(RUSH_QUESTIONS);
    // Every fourth answer wrong: 9 of 12 right is 75; the pattern shifts per learner but keeps the count.
    expect([0, 1, 2, 3].map((learner) => expectedScore(slides, learner))).toEqual([75, 75, 75, 75]);
    expect(rushResult(0, 0)).toMatchObject({ correct: false, points: 0, currentSlideIndex: 1 });
    expect(rushResult(0, 11)).toMatchObject({ correct: true, points: 1000, currentSlideIndex: 11 });
  });

  it('notes when PostgreSQL measured without fsync, and only then', () => {
    expect(fsyncNote('off')).toHaveLength(1);
    expect(fsyncNote('off')[0]).toMatch(/^# .*PG_FSYNC=on/);
    expect(fsyncNote('on')).toEqual([]);
    expect(fsyncNote(undefined)).toEqual([]);
  });

  it('takes percentiles by nearest rank', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(latencies, 0.99)).toBe(99);
    expect(percentile(latencies, 0.5)).toBe(50);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('ends with the ratio and our result p99, after a target-missed line per missed target', () => {
    const met = learnerWriteLines({ ours: played(1400, 2, [10, 20, 45]), ceiling: played(2000, 2, [5]) });
    expect(met.slice(-2)).toEqual(['learner-write-ratio: 0.70', 'learner-result-p99-ms: 45']);
    expect(met).toContain('learner-write-rps: 700');
    expect(met).toContain('learner-write-ceiling-rps: 1000');
    expect(met.some((line) => line.startsWith('target-missed:'))).toBe(false);

    const missed = learnerWriteLines({ ours: played(900, 2, [10, 80]), ceiling: played(2000, 2, [5]) });
    expect(missed.filter((line) => line.startsWith('target-missed:'))).toEqual([
      'target-missed: learner-write-ratio 0.45 is below 0.5',
      'target-missed: learner-result-p99-ms 80 is above 50',
    ]);
    expect(missed.slice(-2)).toEqual(['learner-write-ratio: 0.45', 'learner-result-p99-ms: 80']);
  });
});
