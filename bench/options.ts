import type { Load } from './measure.ts';

/** How long and how hard the targets are driven. */
export interface BenchOptions extends Load {
  smoke: boolean;
  /** First visits per browser figure; the figure is their median. */
  browserVisits: number;
}

// The figure: 32 concurrent connections, every target alike.
const CONNECTIONS = 32;

/**
 * `--smoke` only proves the harness still works (CI): one round of about a second per target after a
 * tiny warm-up. A full run warms each target for the JIT and the database caches, then measures it in
 * 4 rounds of 3 s (autocannon stops on whole seconds), the first half second of each not counted:
 * 10 s measured per target, about 70 s for five. Browser figures are the median of 5 first visits (1 with
 * `--smoke`).
 */
export function readBenchOptions(argv: readonly string[]): BenchOptions {
  const unknown = argv.filter((argument) => argument !== '--smoke');
  if (unknown.length > 0) throw new Error(`Unknown argument(s): ${unknown.join(' ')}. The only option is --smoke.`);
  const smoke = argv.includes('--smoke');
  return smoke
    ? { smoke, connections: CONNECTIONS, warmupSeconds: 0.2, rounds: 1, roundSeconds: 1, rampSeconds: 0.2, browserVisits: 1 }
    : { smoke, connections: CONNECTIONS, warmupSeconds: 2, rounds: 4, roundSeconds: 3, rampSeconds: 0.5, browserVisits: 5 };
}
