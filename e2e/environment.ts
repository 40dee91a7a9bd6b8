import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Fixed per port so the runner and its workers agree on where the server keeps its data and outbox.
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `slidewise-e2e-${e2ePort}`);
export const e2eOutboxDir = join(e2eDataDir, 'outbox');
