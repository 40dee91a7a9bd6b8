#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the last build, then run the server.
// Skipping an up-to-date build keeps a restart on an existing data dir well under 5 seconds.
//
// The server runs in this very process (tsx compiles its TypeScript as it loads), so SIGTERM or SIGINT
// sent to this process reaches the server's own shutdown (finish in-flight requests, close the database)
// and nothing is left behind. npm runs this script through a shell: `kill -TERM` on npm ends npm and
// that shell but never reaches us, so we also stop, the same way, once the process that started us is gone.
import { register } from 'tsx/esm/api';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST_DIR names a build made elsewhere: there is nothing to build here.
if (!process.env.WEB_DIST_DIR && !ensureWebBuild()) process.exit(1);

const PARENT_CHECK_MS = 500;
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  process.kill(process.pid, 'SIGTERM');
}, PARENT_CHECK_MS);
// The watch alone never keeps the process running.
parentWatch.unref();

register();
await import(pathToFileURL(join(root, 'packages/server/src/main.ts')).href);
