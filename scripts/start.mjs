#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the last build, then run the server.
// Skipping an up-to-date build keeps a restart on an existing data dir well under 5 seconds.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureWebBuild()) process.exit(1);

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const server = spawn(process.execPath, [tsx, join(root, 'packages/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
// Forward signals so the server can finish in-flight requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
