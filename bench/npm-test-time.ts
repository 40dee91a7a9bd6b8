// `npm run bench:npm-test`: runs the whole `npm test` once and prints how long it took as
// `npm-test-s: N` (see README.md beside this file). The test output passes through; a failing run
// prints no figure and exits with the tests' exit code.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { npmTestLines } from './npm-test-report.ts';

const root = join(import.meta.dirname, '..');
const loadBefore = loadavg()[0]!;
const started = performance.now();
const exitCode = await new Promise<number>((resolve, reject) => {
  const run = spawn('npm', ['test'], { cwd: root, stdio: 'inherit' });
  run.on('error', reject);
  run.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
const seconds = (performance.now() - started) / 1000;

if (exitCode !== 0) {
  console.error(`npm test failed (exit code ${exitCode}) after ${Math.round(seconds)} s; no figure printed.`);
  process.exit(exitCode);
}
for (const line of npmTestLines({ seconds, loadBefore, loadAfter: loadavg()[0]!, cores: availableParallelism() })) console.log(line);
