import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** One line of the server's pino log (JSON on stdout). */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, the address this server listens on. */
  url: string;
  /** Every log line written so far. */
  readonly logs: readonly LogLine[];
  /** SIGTERM, as a load balancer's orchestrator would send; resolves once the process has exited. */
  stop(): Promise<void>;
}

const mainEntry = fileURLToPath(new URL('../main.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
// Start-up loads every module through tsx, migrates and may seed; a busy machine gets slack.
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const LISTENING = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/;

/**
 * Starts the server exactly as `npm start` does (src/main.ts: env → config → migrate → seed → listen →
 * scheduler) in a Node process of its own, on a free port of 127.0.0.1, and resolves once it listens.
 * `environment` is added to this process's (PORT included, a free one by default); stdout is read as the JSON log, stderr
 * explains a crash.
 */
export function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    cwd: repositoryRoot,
    // The package origin takes a free port of its own: next to a probed PORT (PORT + 1 by default) another
    // socket may already sit, and the server would stop with EADDRINUSE (seen in CI).
    env: {
      ...process.env,
      ...environment,
      HOST: '127.0.0.1',
      PORT: environment.PORT ?? '0',
      PACKAGE_PORT: environment.PACKAGE_PORT ?? '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let errorOutput = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errorOutput += chunk.toString();
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s.\n${errorOutput}`));
    }, START_TIMEOUT_MS);
    const exitedEarly = (code: number | null, signal: string | null) => {
      clearTimeout(timer);
      reject(new Error(`The server exited before it listened (${signal ?? `exit code ${code}`}).\n${errorOutput}`));
    };
    child.once('exit', exitedEarly);

    createInterface({ input: child.stdout! }).on('line', (text) => {
      const line = parseLogLine(text);
      if (!line) return;
      logs.push(line);
      const listening = line.msg?.match(LISTENING);
      if (!listening) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({ url: listening[1]!, logs, stop: () => stopChild(child) });
    });
  });
}

// Besides the JSON log, main.ts prints a human greeting to stdout.
function parseLogLine(text: string): LogLine | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as LogLine;
  } catch {
    return undefined;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
