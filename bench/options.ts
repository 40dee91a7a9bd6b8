/** How long and how hard each target is driven. */
export interface BenchOptions {
  smoke: boolean;
  connections: number;
  warmupSeconds: number;
  measureSeconds: number;
}

// The figure: 32 concurrent connections, every target alike.
const CONNECTIONS = 32;

/**
 * `--smoke` only proves the harness still works (CI): about a second per target and a tiny warm-up.
 * A full run warms each target long enough for the JIT and the database caches, then measures
 * long enough for a steady p99, and still finishes well under two minutes for five targets.
 */
export function readBenchOptions(argv: readonly string[]): BenchOptions {
  const unknown = argv.filter((argument) => argument !== '--smoke');
  if (unknown.length > 0) throw new Error(`Unknown argument(s): ${unknown.join(' ')}. The only option is --smoke.`);
  const smoke = argv.includes('--smoke');
  return smoke
    ? { smoke, connections: CONNECTIONS, warmupSeconds: 0.2, measureSeconds: 1 }
    : { smoke, connections: CONNECTIONS, warmupSeconds: 3, measureSeconds: 10 };
}
