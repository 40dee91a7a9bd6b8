import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 11: `npm start` must stop cleanly on SIGTERM or SIGINT, leaving no process and no port behind.
// scripts/start.mjs is started as npm starts it (directly, or under the shell npm puts between them).
const startScript = fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Whether something can listen on the port again (the server let it go). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Every process below `pid`, as the process table says now. */
function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `command` with a fresh DATA_DIR on a free port and resolves once the server listens. */
async function startListening(command: string, args: string[]): Promise<{ child: ChildProcess; port: number; packagePort: number }> {
  const port = await freePort();
  const packagePort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'slidewise-start-'));
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    // WEB_DIST_DIR names a build elsewhere (here none), so the script skips building the web app.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PACKAGE_PORT: String(packagePort),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  cleanups.push(async () => {
    for (const pid of [child.pid!, ...descendantsOf(child.pid!)]) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });
  await waitUntil(
    () => output.includes(`Server listening at http://127.0.0.1:${port}`) || child.exitCode !== null,
    START_TIMEOUT_MS,
    `listening on ${port}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  expect(child.exitCode, output).toBeNull();
  expect(output).toContain(`Package origin listening at http://127.0.0.1:${packagePort}`);
  return { child, port, packagePort };
}

// Each test starts a server from scratch (tsx, migrations): slow on a busy machine.
describe('npm start (scripts/start.mjs)', { timeout: 120_000 }, () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops on ${signal}: the server finishes, no process is left and both ports (app and packages) are free`, async () => {
      const { child, port, packagePort } = await startListening(process.execPath, [startScript]);
      const processes = [child.pid!, ...descendantsOf(child.pid!)];
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      expect(await exited).toBe(0);
      await waitUntil(() => processes.every((pid) => !isRunning(pid)), STOP_TIMEOUT_MS, 'every process ending');
      expect(await portIsFree(port)).toBe(true);
      expect(await portIsFree(packagePort)).toBe(true);
    });
  }

  it('stops when the shell npm started it from is ended (kill -TERM on npm ends npm and its shell only)', async () => {
    const { child: shell, port } = await startListening('sh', ['-c', `"${process.execPath}" "${startScript}"`]);
    const processes = descendantsOf(shell.pid!);
    expect(processes.length).toBeGreaterThan(0);
    shell.kill('SIGTERM');
    await waitUntil(() => processes.every((pid) => !isRunning(pid)), STOP_TIMEOUT_MS, 'the orphaned server stopping');
    expect(await portIsFree(port)).toBe(true);
  });
});
