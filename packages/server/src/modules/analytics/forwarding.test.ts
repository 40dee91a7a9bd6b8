import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { insertAccountWithPeople } from '../../test-support/people.ts';
import { loadConfig } from '../../config.ts';

// Forwarding to a Segment-compatible HTTP API, against a destination started here.

interface Received {
  path: string;
  authorization: string | undefined;
  body: { batch: Record<string, unknown>[] };
}

let destination: Server;
let endpoint: string;
const received: Received[] = [];
let answerStatus = 200;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

beforeAll(async () => {
  destination = createServer(async (request, response) => {
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: await readBody(request) });
    response.writeHead(answerStatus).end('{}');
  });
  await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(destination.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => destination.close(() => resolve())));

async function appWithPeople(forwarding: { endpoint: string; writeKey: string } | undefined) {
  const test: TestApp = await createTestApp({ analyticsForwarding: forwarding });
  const { people } = await insertAccountWithPeople(test.database.db, 'Forwarding', [['app-user'], ['app-user', 'exclude-from-analytics']]);
  const cookies = await Promise.all(people.map((person) => test.sessionCookieFor(person)));
  const send = (cookie: string, batch: unknown[]) =>
    test.app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: { batch } });
  return { test, people, cookies, send };
}

const searched = {
  type: 'track',
  event: 'Search Performed',
  properties: { scope: 'courses', query_length: 3, result_count: 1 },
  messageId: 'm-1',
};

describe('forwarding events to a Segment-compatible destination', () => {
  it('posts the stored events to {endpoint}/v1/batch with the write key, after the answer', async () => {
    const { test, people, cookies, send } = await appWithPeople({ endpoint, writeKey: 'wk_test' });
    try {
      received.length = 0;
      expect((await send(cookies[0]!, [searched, { type: 'page', name: 'Courses' }])).statusCode).toBe(202);
      await test.app.afterResponse.settled();
      expect(received).toHaveLength(1);
      expect(received[0]!.path).toBe('/v1/batch');
      expect(received[0]!.authorization).toBe(`Basic ${Buffer.from('wk_test:').toString('base64')}`);
      expect(received[0]!.body.batch).toEqual([
        expect.objectContaining({
          type: 'track',
          event: 'Search Performed',
          userId: people[0]!.id,
          messageId: 'm-1',
          properties: searched.properties,
        }),
        expect.objectContaining({ type: 'page', name: 'Courses', userId: people[0]!.id, context: { groupId: people[0]!.accountId } }),
      ]);
    } finally {
      await test.close();
    }
  });

  it('forwards nothing of an excluded person, and a failing destination does not change the answer', async () => {
    const { test, cookies, send } = await appWithPeople({ endpoint, writeKey: 'wk_test' });
    try {
      received.length = 0;
      expect((await send(cookies[1]!, [searched])).statusCode).toBe(202);
      await test.app.afterResponse.settled();
      expect(received).toHaveLength(0);
      answerStatus = 500;
      expect((await send(cookies[0]!, [searched])).statusCode).toBe(202);
      await test.app.afterResponse.settled();
      expect(received).toHaveLength(1);
    } finally {
      answerStatus = 200;
      await test.close();
    }
  });

  it('sends nothing anywhere by default', async () => {
    const { test, cookies, send } = await appWithPeople(undefined);
    try {
      received.length = 0;
      expect((await send(cookies[0]!, [searched])).statusCode).toBe(202);
      await test.app.afterResponse.settled();
      expect(received).toHaveLength(0);
    } finally {
      await test.close();
    }
  });
});

describe('the forwarding settings', () => {
  it('are off by default and set together', () => {
    expect(loadConfig({}).analyticsForwarding).toBeUndefined();
    expect(loadConfig({ ANALYTICS_ENDPOINT: 'https://api.example.com/', ANALYTICS_WRITE_KEY: 'k' }).analyticsForwarding).toEqual({
      endpoint: 'https://api.example.com',
      writeKey: 'k',
    });
    expect(() => loadConfig({ ANALYTICS_WRITE_KEY: 'k' })).toThrow(
      'ANALYTICS_ENDPOINT and ANALYTICS_WRITE_KEY are set together, or neither.',
    );
  });
});
