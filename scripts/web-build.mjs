// Builds the web app when its sources are newer than the last build. `npm start` and the browser
// benchmarks share it, so neither measures nor serves a stale bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'packages/web/dist/index.html');
const webInputs = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/package-runtime.html',
  'packages/web/vite.config.ts',
  'packages/core/src',
  'packages/player/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** Runs `vite build` when needed; returns false when the build failed. */
export function ensureWebBuild({ stdio = 'inherit' } = {}) {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webInputs.map((input) => newestChange(join(root, input))));
  if (builtAt >= sourcesAt) return true;
  console.log('Building the web app…');
  // Vite bundles React's development build when NODE_ENV says so, and test runners set it (vitest: test).
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', 'build', '-w', '@slidewise/web'], { cwd: root, stdio, env });
  return build.status === 0;
}
