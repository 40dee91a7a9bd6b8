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
  measureSeconds: number;
}

type Outcome = Pick<autocannon.Result, 'errors' | 'timeouts' | 'non2xx' | '2xx' | 'statusCodeStats'>;

/** Warms the target up (discarding the figures), then measures it; any error or non-2xx answer throws. */
export async function measure(target: Target, load: Load): Promise<Measurement> {
  await drive(target, load.connections, load.warmupSeconds);
  const result = await drive(target, load.connections, load.measureSeconds);
  return {
    // Completed requests over the measured time: unlike the per-second average it stays exact for a 1 s smoke run.
    requestsPerSecond: result.requests.total / result.duration,
    p99Ms: result.latency.p99,
  };
}

async function drive(target: Target, connections: number, durationSeconds: number): Promise<autocannon.Result> {
  const result = await autocannon({ url: target.url, connections, duration: durationSeconds, headers: target.headers ?? {} });
  const failure = describeFailure(result);
  if (failure) throw new Error(`${target.name} (${target.url}): ${failure}`);
  return result;
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
