#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the last build, then run the server.
// Skipping an up-to-date build keeps a restart on an existing data dir well under 5 seconds.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'packages/web/dist/index.html');
const webInputs = ['packages/web/src', 'packages/web/public', 'packages/web/index.html', 'packages/web/vite.config.ts', 'packages/core/src', 'packages/player/src'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webInputs.map((input) => newestChange(join(root, input))));
if (builtAt < sourcesAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@slidewise/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const server = spawn(process.execPath, [tsx, join(root, 'packages/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
// Forward signals so the server can finish in-flight requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
