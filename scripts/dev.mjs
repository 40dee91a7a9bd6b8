#!/usr/bin/env node
// `npm run dev`: the API (restarting on change) on PORT 3000 and Vite on 5173, which proxies /api to it.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const children = [
  spawn(process.execPath, [tsx, 'watch', join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@slidewise/web'], { cwd: root, stdio: 'inherit' }),
];
function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
