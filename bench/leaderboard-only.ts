// `npx tsx bench/leaderboard-only.ts [--smoke]`: only `leaderboard-10k-p95-ms` (also under with-postgres.sh).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leaderboardLines, measureGroupLeaderboard, percentile95 } from './leaderboard.ts';

const workDir = await mkdtemp(join(tmpdir(), 'slidewise-bench-leaderboard-'));
try {
  const durations = await measureGroupLeaderboard(workDir, process.env.DATABASE_URL || undefined, process.argv.includes('--smoke'));
  for (const line of leaderboardLines(percentile95(durations))) console.log(line);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
