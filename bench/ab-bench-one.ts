import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyticsReportLines, measureAnalyticsReports, reportLoad } from '/work/wt/analytics-b/bench/analytics-reports.ts';
const workDir = await mkdtemp(join(tmpdir(), 'ab-bench-'));
try {
  const figures = await measureAnalyticsReports(workDir, process.env.DATABASE_URL || undefined, reportLoad(process.argv.includes('--smoke')));
  console.log(`bench-database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);
  for (const line of analyticsReportLines(figures)) console.log(line);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
