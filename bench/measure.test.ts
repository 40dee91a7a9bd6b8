import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combine, describeFailure, measureAll } from './measure.ts';

describe('describeFailure', () => {
  const clean = { errors: 0, timeouts: 0, non2xx: 0, '2xx': 100, statusCodeStats: { '200': { count: 100 } } };

  it('accepts a run where every request answered 2xx', () => {
    expect(describeFailure(clean)).toBeUndefined();
  });

  it('names the non-2xx status codes it saw', () => {
    const failure = describeFailure({ ...clean, non2xx: 3, statusCodeStats: { '200': { count: 97 }, '401': { count: 3 } } });
    expect(failure).toBe('3 non-2xx answers (3× 401)');
  });

  it('counts connection errors and timeouts', () => {
    expect(describeFailure({ ...clean, errors: 2, timeouts: 1 })).toBe('2 request errors (1 of them timeouts)');
  });

  it('refuses a run in which nothing completed', () => {
    expect(describeFailure({ ...clean, '2xx': 0, statusCodeStats: {} })).toBe('no request completed');
  });
});

describe('combine', () => {
  it('divides all completed requests by all measured time and takes the p99 over every latency', () => {
    const fast = (count: number) => Array.from({ length: count }, () => 1);
    const measurement = combine([
      { completedRequests: 300, seconds: 1, latenciesMs: [...fast(98), 50, 40] },
      { completedRequests: 100, seconds: 1, latenciesMs: [...fast(99), 70] },
    ]);
    expect(measurement.requestsPerSecond).toBe(200);
    // 200 latencies across both slices: 1 % (two of them, 50 and 70) may be slower than the p99.
    expect(measurement.p99Ms).toBe(40);
  });
});

describe('measureAll', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    app = Fastify();
    app.get('/ok', async (request) => ({ cookie: request.headers.cookie }));
    app.get('/secret', async (request, reply) =>
      request.headers.cookie === 'a=b' ? { ok: true } : reply.code(401).send({ message: 'no' }),
    );
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  const brief = { connections: 4, warmupSeconds: 0.1, rounds: 2, roundSeconds: 1, rampSeconds: 0.2 };

  it('reports requests per second and a p99 for each target from real runs, sending the given headers', async () => {
    const measured = await measureAll(
      [
        { name: 'secret', url: `${baseUrl}/secret`, headers: { cookie: 'a=b' } },
        { name: 'ok', url: `${baseUrl}/ok` },
      ],
      brief,
    );
    expect([...measured.keys()]).toEqual(['secret', 'ok']);
    for (const measurement of measured.values()) {
      expect(measurement.requestsPerSecond).toBeGreaterThan(100);
      expect(measurement.p99Ms).toBeGreaterThan(0);
    }
  });

  it('fails the run when the server answers non-2xx', async () => {
    await expect(measureAll([{ name: 'secret', url: `${baseUrl}/secret` }], brief)).rejects.toThrow(/secret .*non-2xx answers .*401/);
  });
});
