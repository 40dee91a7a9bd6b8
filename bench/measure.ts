import autocannon from 'autocannon';
import type { Measurement } from './report.ts';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface Load {
  connections: number;
  warmupSeconds: number;
  rounds: number;
  roundSeconds: number;
  /** The start of every round that is not counted: connections opening all at once, not the steady state. */
  rampSeconds: number;
}

type Outcome = Pick<autocannon.Result, 'errors' | 'timeouts' | 'non2xx' | '2xx' | 'statusCodeStats'>;

interface Slice {
  completedRequests: number;
  seconds: number;
  latenciesMs: number[];
}

/**
 * Warms every target up (discarding the figures), then measures them in interleaved rounds — each
 * target for `roundSeconds`, then the next, `rounds` times over — so a neighbour's burst of CPU on a
 * shared machine lands on every target alike instead of on whichever happened to be running.
 * Any request error or non-2xx answer throws.
 */
export async function measureAll(targets: readonly Target[], load: Load): Promise<Map<string, Measurement>> {
  for (const target of targets) await drive(target, load.connections, load.warmupSeconds, 0);
  const slices = new Map<string, Slice[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < load.rounds; round++) {
    for (const target of targets) slices.get(target.name)!.push(await drive(target, load.connections, load.roundSeconds, load.rampSeconds));
  }
  return new Map(targets.map((target) => [target.name, combine(slices.get(target.name)!)]));
}

/** Requests per second over all the measured time, and the 99th percentile of every latency recorded. */
export function combine(slices: readonly Slice[]): Measurement {
  const completedRequests = slices.reduce((sum, slice) => sum + slice.completedRequests, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  const latencies = slices.flatMap((slice) => slice.latenciesMs).sort((a, b) => a - b);
  const p99Index = Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1);
  return { requestsPerSecond: completedRequests / seconds, p99Ms: latencies[Math.max(0, p99Index)] ?? Number.NaN };
}

/**
 * One autocannon run. Every round opens its connections afresh, and all 32 first requests arrive in one
 * burst that the server answers one after another; counted, that burst alone would be the p99 of a short
 * round. So only requests sent after the ramp count, and the rate is taken over the same window.
 */
function drive(target: Target, connections: number, durationSeconds: number, rampSeconds: number): Promise<Slice> {
  const latenciesMs: number[] = [];
  let completedRequests = 0;
  const countFrom = performance.now() + rampSeconds * 1000;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: target.url, connections, duration: durationSeconds, headers: target.headers ?? {} },
      (error, result) => {
        if (error) return reject(error);
        const failure = describeFailure(result);
        if (failure) return reject(new Error(`${target.name} (${target.url}): ${failure}`));
        resolve({ completedRequests, seconds: (performance.now() - countFrom) / 1000, latenciesMs });
      },
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => {
      if (performance.now() - responseTimeMs < countFrom) return;
      completedRequests += 1;
      latenciesMs.push(responseTimeMs);
    });
  });
}

/** Why a run does not count, or undefined when every request answered 2xx. */
export function describeFailure(outcome: Outcome): string | undefined {
  const problems: string[] = [];
  if (outcome.errors > 0) problems.push(`${outcome.errors} request errors (${outcome.timeouts} of them timeouts)`);
  if (outcome.non2xx > 0) {
    const codes = Object.entries(outcome.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stats]) => `${stats.count ?? 0}× ${code}`);
    problems.push(`${outcome.non2xx} non-2xx answers${codes.length > 0 ? ` (${codes.join(', ')})` : ''}`);
  }
  if (problems.length === 0 && outcome['2xx'] === 0) problems.push('no request completed');
  return problems.length > 0 ? problems.join('; ') : undefined;
}
