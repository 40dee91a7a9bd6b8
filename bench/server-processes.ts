import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerKind } from './servers/open-server.ts';
import type { ReadyMessage } from './servers/server-process.ts';

export interface ServerProcess {
  kind: ServerKind;
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** The server's process id (the media figures read its resident memory). */
  pid: number;
  stop(): Promise<void>;
}

const serverEntry = fileURLToPath(new URL('./servers/server-process.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
// PGlite start-up and migrations take a few seconds; a busy CI machine gets ample slack.
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts one server in its own Node process (TypeScript through tsx's loader) and resolves once it
 * listens. Its stdout (request logs) goes nowhere; its stderr is ours, so a crash explains itself.
 * With BENCH_CPU_PROF_DIR set, the process writes V8 CPU profiles into `<dir>/<kind>/` when it stops.
 */
export function startServerProcess(kind: ServerKind, environment: Record<string, string>): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const child = fork(serverEntry, [], {
    cwd: repositoryRoot,
    // One folder per server: tsx's loader runs in a thread of its own, which writes a profile too.
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, kind)}`] : [])],
    env: { ...process.env, ...environment, BENCH_SERVER: kind },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The ${kind} server did not start within ${START_TIMEOUT_MS / 1000} s.`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The ${kind} server exited before it was ready (${signal ?? `exit code ${code}`}).`));
    });
    child.once('message', (message: ReadyMessage) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ kind, url: `http://127.0.0.1:${message.port}`, pid: child.pid!, stop: () => stopChild(child) });
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send('stop');
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
