import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogging, type Logging } from './request-log.ts';

describe('request logging', () => {
  let directory: string;
  let logFile: string;
  let logging: Logging;
  let app: FastifyInstance;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'slidewise-request-log-'));
    logFile = join(directory, 'log.ndjson');
    logging = createLogging('info', logFile);
    app = Fastify(logging.options);
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/api/broken', async () => {
      throw new Error('broken on purpose');
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function loggedLines(): Promise<Record<string, unknown>[]> {
    logging.flush();
    const text = await readFile(logFile, 'utf8');
    return text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes one line per answered request with what an access log needs', async () => {
    await app.inject({ url: '/api/thing?page=2' });
    await app.inject({ url: '/api/thing' });
    const lines = await loggedLines();
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/thing?page=2' }, res: { statusCode: 200 } });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
  });

  it('logs a failed request at error level with its error', async () => {
    expect((await app.inject({ url: '/api/broken' })).statusCode).toBe(500);
    const failure = (await loggedLines()).find((line) => line.level === 50 && line.res !== undefined);
    expect(failure).toMatchObject({ req: { url: '/api/broken' }, res: { statusCode: 500 } });
    expect(JSON.stringify(failure)).toContain('broken on purpose');
  });

  it('logs nothing, and opens nothing, when silent', () => {
    expect(createLogging('silent').options).toEqual({ logger: { level: 'silent' } });
  });
});
