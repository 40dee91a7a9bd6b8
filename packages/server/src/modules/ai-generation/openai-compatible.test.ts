// Through a real HTTP provider: a tiny OpenAI-compatible server (chat completions, as Ollama, vLLM and
// llama.cpp serve them) started here, answering like the catalogue mock. Covers the server's own
// AI_PROVIDER=openai-compatible and an account's own key, which must reach the provider and never the browser.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAsMock } from '../../ai/mock-course-model.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
}

const seen: { authorization: string | undefined; model: string; path: string }[] = [];
let provider: Server;
let baseUrl: string;

const textOf = (content: ChatRequest['messages'][number]['content']) =>
  typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('');

async function bodyOf(request: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
}

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    const body = await bodyOf(request);
    seen.push({ authorization: request.headers.authorization, model: body.model, path: request.url ?? '' });
    const lastUser = [...body.messages].reverse().find((message) => message.role === 'user');
    const content = answerAsMock(lastUser ? textOf(lastUser.content) : '');
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const request = { topic: 'Ladder safety', lessonCount: 2 };

describe('the server configured with AI_PROVIDER=openai-compatible', () => {
  let test: TestApp;
  let fixture: CourseAdminFixture;
  beforeAll(async () => {
    test = await createTestApp({ ai: { provider: 'openai-compatible', baseUrl, model: 'local-model' } });
    fixture = await courseAdminFixture(test, 'Local provider');
  });
  afterAll(() => test.close());

  it('outlines and writes a lesson through the HTTP endpoint, reporting its tokens', async () => {
    const outline = await fixture.call('POST', '/api/courses/ai/outline', request);
    expect(outline.statusCode, outline.body).toBe(200);
    expect(outline.json().outline.lessons).toHaveLength(2);
    expect(outline.json().usage).toEqual({ inputTokens: 11, outputTokens: 7, totalTokens: 18 });
    expect(seen.at(-1)).toMatchObject({ path: '/v1/chat/completions', model: 'local-model' });

    const course = await fixture.createCourse('Ladders');
    const lesson = await fixture.call('POST', `/api/course/${course.id}/lessons/ai`, { prompt: 'Carrying a ladder' });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect(lesson.json().slideCount).toBeGreaterThanOrEqual(4);
  });
});

describe("an account's own provider key", () => {
  let test: TestApp;
  let fixture: CourseAdminFixture;
  beforeAll(async () => {
    test = await createTestApp({ ai: undefined, aiRateLimit: { max: 2, windowMs: 60_000 } });
    fixture = await courseAdminFixture(test, 'Own key');
  });
  afterAll(() => test.close());

  it('is used instead of the server (which has none here), sent to the provider and never answered', async () => {
    const before = await fixture.call('GET', '/api/account/ai-settings');
    expect(before.json()).toEqual({ provider: null, baseUrl: null, model: null, keySet: false, serverConfigured: false });
    expect((await fixture.call('POST', '/api/courses/ai/outline', request)).json().code).toBe('ai_not_configured');

    const set = await fixture.call('PUT', '/api/account/ai-settings', {
      provider: 'openai-compatible',
      baseUrl,
      model: 'own-model',
      apiKey: 'sk-own-123',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ provider: 'openai-compatible', baseUrl, model: 'own-model', keySet: true, serverConfigured: false });
    expect(set.body).not.toContain('sk-own-123');

    const outline = await fixture.call('POST', '/api/courses/ai/outline', request);
    expect(outline.statusCode, outline.body).toBe(200);
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer sk-own-123', model: 'own-model' });

    // A change of model keeps the stored key; the next call uses the new model.
    await fixture.call('PUT', '/api/account/ai-settings', { provider: 'openai-compatible', baseUrl, model: 'second-model' });
    await fixture.call('POST', '/api/courses/ai/outline', request);
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer sk-own-123', model: 'second-model' });
  });

  it('answers 429 with Retry-After once the account used its AI calls', async () => {
    const limited = await fixture.call('POST', '/api/courses/ai/outline', request);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('ai_rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is set by administrators only, and removed with provider null', async () => {
    expect((await fixture.call('PUT', '/api/account/ai-settings', { provider: null }, 'content-author')).statusCode).toBe(403);
    expect((await fixture.call('GET', '/api/account/ai-settings', undefined, 'content-author')).statusCode).toBe(403);
    const cleared = await fixture.call('PUT', '/api/account/ai-settings', { provider: null });
    expect(cleared.json()).toMatchObject({ provider: null, keySet: false });
    expect((await fixture.call('GET', '/api/account/ai-settings', undefined, 'outsider')).json().provider).toBeNull();
  });
});
