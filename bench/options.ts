import type { Load } from './measure.ts';

/**
 * The parts of a run that `--only` can pick: the API read figures alone, for iterating on the request
 * path, the lesson editor's figures alone (`editor-open`), for iterating on the web app's loading, or the
 * public course site's (`public-site`).
 */
export const benchParts = ['api-read', 'editor-open', 'public-site'] as const;
export type BenchPart = (typeof benchParts)[number];

/** How long and how hard the targets are driven. */
export interface BenchOptions extends Load {
  smoke: boolean;
  /** First visits per browser figure; the figure is their median. */
  browserVisits: number;
  /** Run only this part (`--only api-read`, `--only editor-open`); undefined runs everything. */
  only: BenchPart | undefined;
}

// The issue's figure: 32 concurrent connections, every target alike.
const CONNECTIONS = 32;

/**
 * `--smoke` only proves the harness still works (CI): one round of about a second per target after a
 * tiny warm-up. A full run warms each target for the JIT and the database caches, then measures it in
 * 4 rounds of 3 s (autocannon stops on whole seconds), the first half second of each not counted:
 * 10 s measured per target, about 70 s for five. Browser figures are the median of 5 first visits (1 with
 * `--smoke`). `--only api-read` measures the five API read targets the same way and stops there; `--only editor-open`
 * measures only the lesson editor's figures.
 */
export function readBenchOptions(argv: readonly string[]): BenchOptions {
  let only: BenchPart | undefined;
  let smoke = false;
  const unknown: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--smoke') smoke = true;
    else if (argument === '--only') only = readPart(argv[++index]);
    else if (argument.startsWith('--only=')) only = readPart(argument.slice('--only='.length));
    else unknown.push(argument);
  }
  if (unknown.length > 0)
    throw new Error(`Unknown argument(s): ${unknown.join(' ')}. The options are --smoke and --only ${benchParts.join('|')}.`);
  return smoke
    ? { smoke, only, connections: CONNECTIONS, warmupSeconds: 0.2, rounds: 1, roundSeconds: 1, rampSeconds: 0.2, browserVisits: 1 }
    : { smoke, only, connections: CONNECTIONS, warmupSeconds: 2, rounds: 4, roundSeconds: 3, rampSeconds: 0.5, browserVisits: 5 };
}

function readPart(value: string | undefined): BenchPart {
  if (benchParts.includes(value as BenchPart)) return value as BenchPart;
  throw new Error(`--only takes one of: ${benchParts.join(', ')} (got ${value === undefined ? 'nothing' : `"${value}"`}).`);
}
