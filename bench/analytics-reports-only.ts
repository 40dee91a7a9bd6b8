// `npx tsx bench/analytics-reports-only.ts [--smoke]`: only the course and question report figures (also under with-postgres.sh).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyticsReportLines, measureAnalyticsReports, reportLoad } from './analytics-reports.ts';

const workDir = await mkdtemp(join(tmpdir(), 'slidewise-bench-analytics-reports-'));
try {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const figures = await measureAnalyticsReports(workDir, databaseUrl, reportLoad(process.argv.includes('--smoke')));
  console.log(`bench-database: ${databaseUrl ? 'postgres' : 'pglite'}`);
  for (const line of analyticsReportLines(figures)) console.log(line);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
