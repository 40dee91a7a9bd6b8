// `npx tsx bench/events-ingest-only.ts [--smoke]`: only `events-ingest-per-s` (also under with-postgres.sh).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventsIngestLines, ingestLoad, measureEventsIngest } from './events-ingest.ts';

const workDir = await mkdtemp(join(tmpdir(), 'slidewise-bench-events-'));
try {
  const load = ingestLoad(process.argv.includes('--smoke'));
  const figures = await measureEventsIngest(workDir, process.env.DATABASE_URL || undefined, load);
  for (const line of eventsIngestLines(figures, load.storedEvents)) console.log(line);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
