// `learner-write-ratio` and `learner-result-p99-ms` (issue 12): learners finishing a 12-question lesson at
// once, 64 at a time, each starting an attempt, sending a result per slide and finishing — against our
// server and against the learner write ceiling, in interleaved rounds of fresh learners.
import { Agent, request } from 'node:http';
import { lessonScore } from '@slidewise/core';
import { RUSH_QUESTIONS, type LearnerRushData, type RushSlide } from './learner-data.ts';

// The targets.
export const MINIMUM_LEARNER_WRITE_RATIO = 0.5;
export const MAXIMUM_LEARNER_RESULT_P99_MS = 50;

export interface LearnerWriteLoad {
  /** Learners playing at once. */
  concurrency: number;
  /** Learners per server played first and not counted: the JIT, the statement caches, the database's buffers. */
  warmupLearners: number;
  rounds: number;
  learnersPerRound: number;
}

/** 1,000 learners per server in 4 rounds after 64 warm up; `--smoke` only proves the path works (one round of 64). */
export function learnerWriteLoad(smoke: boolean): LearnerWriteLoad {
  return smoke
    ? { concurrency: 64, warmupLearners: 0, rounds: 1, learnersPerRound: 64 }
    : { concurrency: 64, warmupLearners: 64, rounds: 4, learnersPerRound: 250 };
}

export const learnersPerServer = (load: LearnerWriteLoad) => load.warmupLearners + load.rounds * load.learnersPerRound;

export interface RushFigures {
  requests: number;
  seconds: number;
  startMs: number[];
  resultMs: number[];
  finishMs: number[];
}

interface Answer {
  status: number;
  body: string;
}

/** One request on a kept-alive connection; the time runs from sending to the whole answer read. */
function send(agent: Agent, url: URL, method: string, cookie: string, body: unknown): Promise<Answer & { ms: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { cookie };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Learner `learner`'s answer to slide `index`, the player moving on to the next: every fourth one wrong, shifted per learner, so scores differ. */
export function rushResult(learner: number, index: number) {
  const correct = (learner + index) % 4 !== 0;
  return {
    correct,
    answers: { chosen: [index % 3] },
    points: correct ? 1000 : 0,
    currentSlideIndex: Math.min(index + 1, RUSH_QUESTIONS - 1),
  };
}

/** The score a learner's results are worth, by core's rules on the stored slides: what the finish must answer. */
export function expectedScore(slides: readonly RushSlide[], learner: number): number {
  const results = Object.fromEntries(slides.map((slide, index) => [slide.id, rushResult(learner, index)]));
  return lessonScore(slides, results).score;
}

function expectStatus(answer: Answer, status: number, what: string): Record<string, unknown> {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status} instead of ${status}: ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as Record<string, unknown>;
}

/**
 * Plays the learners through one server, `concurrency` at a time: each starts an attempt, sends its 12
 * results one after another and finishes. Every answer is checked (201, 200, the finish's score), so a
 * server that fails or scores wrong fails the run rather than looking fast.
 */
export async function playRush(
  serverUrl: string,
  data: LearnerRushData,
  cookies: readonly string[],
  firstLearner: number,
  concurrency: number,
): Promise<RushFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const figures: RushFigures = { requests: 0, seconds: 0, startMs: [], resultMs: [], finishMs: [] };
  let next = 0;
  const started = performance.now();
  async function playNext(): Promise<void> {
    while (next < cookies.length) {
      const index = next++;
      const cookie = cookies[index]!;
      const learner = firstLearner + index;
      const call = (method: string, path: string, body?: unknown) => send(agent, new URL(path, serverUrl), method, cookie, body);
      const start = await call('POST', `/api/learner/lessons/${data.lessonId}/attempts`, {});
      const attempt = expectStatus(start, 201, 'Starting an attempt');
      figures.startMs.push(start.ms);
      for (const [position, slide] of data.slides.entries()) {
        const result = await call('PUT', `/api/learner/attempts/${attempt.id}/results/${slide.id}`, rushResult(learner, position));
        expectStatus(result, 200, 'Sending a result');
        figures.resultMs.push(result.ms);
      }
      const finish = await call('POST', `/api/learner/attempts/${attempt.id}/finish`);
      const finished = expectStatus(finish, 200, 'Finishing');
      const expected = expectedScore(data.slides, learner);
      if (finished.score !== expected)
        throw new Error(`Finishing scored ${String(finished.score)} instead of ${expected}: ${finish.body.slice(0, 300)}`);
      figures.finishMs.push(finish.ms);
      figures.requests += data.slides.length + 2;
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, playNext));
  } finally {
    agent.destroy();
  }
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

export interface LearnerWriteFigures {
  ours: RushFigures;
  ceiling: RushFigures;
}

function combine(parts: readonly RushFigures[]): RushFigures {
  return {
    requests: parts.reduce((sum, part) => sum + part.requests, 0),
    seconds: parts.reduce((sum, part) => sum + part.seconds, 0),
    startMs: parts.flatMap((part) => part.startMs),
    resultMs: parts.flatMap((part) => part.resultMs),
    finishMs: parts.flatMap((part) => part.finishMs),
  };
}

/**
 * The warm-up learners first, then the rounds, the two servers taking turns and the first of a round
 * alternating, so a burst of load from elsewhere on the machine lands on both alike.
 */
export async function measureLearnerWrites(
  urls: { ours: string; ceiling: string },
  data: LearnerRushData,
  load: LearnerWriteLoad,
): Promise<LearnerWriteFigures> {
  const sides = ['ceiling', 'ours'] as const;
  const played = { ours: [] as RushFigures[], ceiling: [] as RushFigures[] };
  const learnersOf = (side: (typeof sides)[number], from: number, count: number) => data.cookies[side].slice(from, from + count);
  for (const side of sides) await playRush(urls[side], data, learnersOf(side, 0, load.warmupLearners), 0, load.concurrency);
  for (let round = 0; round < load.rounds; round++) {
    const first = load.warmupLearners + round * load.learnersPerRound;
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      played[side].push(await playRush(urls[side], data, learnersOf(side, first, load.learnersPerRound), first, load.concurrency));
    }
  }
  return { ours: combine(played.ours), ceiling: combine(played.ceiling) };
}

/** On PostgreSQL without fsync, a note that commits cost less here than they do in production (the issue measures with fsync on). */
export function fsyncNote(postgresFsync: string | undefined): string[] {
  return postgresFsync === 'off'
    ? ['# fsync is off, so commits skip the disk: PG_FSYNC=on bash scripts/with-postgres.sh … measures the learner writes as in production']
    : [];
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))]!;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const requestsPerSecond = (figures: RushFigures) => figures.requests / figures.seconds;

/**
 * Each server's requests per second, our start, result and finish latencies, a `target-missed:` line per
 * missed target, then `learner-write-ratio` (ours ÷ the ceiling, requests per second) and
 * `learner-result-p99-ms`.
 */
export function learnerWriteLines({ ours, ceiling }: LearnerWriteFigures): string[] {
  const ratio = twoDecimals(requestsPerSecond(ours) / requestsPerSecond(ceiling));
  const resultP99 = twoDecimals(percentile(ours.resultMs, 0.99));
  const missed: string[] = [];
  if (ratio < MINIMUM_LEARNER_WRITE_RATIO)
    missed.push(`target-missed: learner-write-ratio ${ratio.toFixed(2)} is below ${MINIMUM_LEARNER_WRITE_RATIO}`);
  if (resultP99 > MAXIMUM_LEARNER_RESULT_P99_MS)
    missed.push(`target-missed: learner-result-p99-ms ${resultP99} is above ${MAXIMUM_LEARNER_RESULT_P99_MS}`);
  return [
    `learner-write-ceiling-rps: ${Math.round(requestsPerSecond(ceiling))}`,
    `learner-write-ceiling-result-p99-ms: ${twoDecimals(percentile(ceiling.resultMs, 0.99))}`,
    `learner-write-rps: ${Math.round(requestsPerSecond(ours))}`,
    `learner-start-p50-ms: ${twoDecimals(percentile(ours.startMs, 0.5))}`,
    `learner-start-p99-ms: ${twoDecimals(percentile(ours.startMs, 0.99))}`,
    `learner-result-p50-ms: ${twoDecimals(percentile(ours.resultMs, 0.5))}`,
    `learner-finish-p50-ms: ${twoDecimals(percentile(ours.finishMs, 0.5))}`,
    `learner-finish-p99-ms: ${twoDecimals(percentile(ours.finishMs, 0.99))}`,
    ...missed,
    `learner-write-ratio: ${ratio.toFixed(2)}`,
    `learner-result-p99-ms: ${resultP99}`,
  ];
}
