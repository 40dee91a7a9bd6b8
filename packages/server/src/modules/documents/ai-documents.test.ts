import type { DocumentConversion, LessonAuthoringConfig } from '@slidewise/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema.ts';
import { completedItem, createMediaTestApp, type MediaTestApp } from '../media/testing/media-fixture.ts';
import { sampleDocx } from './sample-files.ts';
import { modelAnswering, providersOf } from './testing/mock-models.ts';

// Issue 17: with a provider configured, a document's lessons are written by the model. Its answers are
// checked against the templates' schemas in core: an invalid answer is asked again with the errors, and
// a model that never answers validly fails the conversion without saving anything.

const validAnswer = JSON.stringify({
  lessons: [
    {
      title: 'Badges and access',
      slides: [
        { type: 'title', name: 'Opening', data: { title: 'Badges and access', subtitle: 'Get in on your first day.' } },
        { type: 'bulleted-list', name: 'What to bring', data: { title: 'What to bring', items: ['Photo ID', 'Your offer letter'] } },
        {
          type: 'game-true-or-false',
          name: 'Check',
          data: {
            title: 'True or false?',
            statements: [
              { id: '#GENUUID#', text: 'You collect your badge at reception.', true: true },
              { id: '#GENUUID#', text: 'You may lend your badge to a visitor.', true: false },
            ],
          },
        },
      ],
    },
  ],
});
// A bulleted list with no bullets, a title far too long: refused by the templates' schemas.
const invalidAnswer = JSON.stringify({
  lessons: [{ title: 'Broken', slides: [{ type: 'bulleted-list', data: { title: 'x'.repeat(500), items: 'not a list' } }] }],
});

/** What the scripted model reports for its answers: 5 tokens in per call, each answer's length out. */
const usageOfAnswers = (...answers: string[]) => {
  const inputTokens = 5 * answers.length;
  const outputTokens = answers.reduce((sum, answer) => sum + answer.length, 0);
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
};

let model = modelAnswering(validAnswer);
let media: MediaTestApp;

beforeAll(async () => {
  // The providers hand out whatever model the test set last.
  media = await createMediaTestApp('disk', {}, undefined, { ai: { languageModel: async () => model, speechModel: async () => null } });
});
afterAll(() => media.close());

/** The properties of the account's server events of this name. */
async function eventsNamed(name: string): Promise<unknown[]> {
  const rows = await media.test.database.db
    .select({ properties: analyticsEvents.properties })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.accountId, media.fixture.accountId), eq(analyticsEvents.eventName, name)));
  return rows.map((row) => row.properties);
}

async function convertHandbook(): Promise<DocumentConversion> {
  const data = await sampleDocx(
    [{ heading: 'Your first day' }, { paragraph: 'Collect your badge at reception with photo ID.' }],
    'Handbook',
  );
  const mediaId = completedItem(await media.upload({ contentType: 'ai-document', fileName: 'handbook.docx', data })).id;
  const started = await media.fixture.call('POST', '/api/courses/from-document', { mediaId }, 'content-author');
  expect(started.statusCode).toBe(202);
  await media.test.jobs.runDue();
  return (await media.fixture.call('GET', `/api/document-conversions/${started.json().id}`, undefined, 'content-author')).json();
}

describe('a document into a course by the model', () => {
  it('saves the lessons the model wrote, once they fit the templates', async () => {
    model = modelAnswering(validAnswer);
    const done = await convertHandbook();
    expect(done).toMatchObject({ status: 'done', usedAi: true, lessonCount: 1, slideCount: 3 });
    expect(done.usage).toEqual(usageOfAnswers(validAnswer));
    const config: LessonAuthoringConfig = (await media.fixture.call('GET', `/api/lesson-authoring/${done.lessonId}`)).json();
    expect(config.slides.map((slide) => slide.type)).toEqual(['title', 'bulleted-list', 'game-true-or-false']);
    // The slide save derived real ids for the placeholders and the quiz's questions.
    const statements = config.slides[2]!.data.statements as { id: string }[];
    expect(statements.every((statement) => /^[0-9a-f-]{36}$/.test(statement.id))).toBe(true);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(model.doGenerateCalls[0]!.prompt.map((message) => JSON.stringify(message.content)).join(' ')).toContain('Collect your badge');
    expect(await eventsNamed('AI Course Generated')).toContainEqual({ course_id: done.courseId, source: 'document', lesson_count: 1 });
  });

  it('asks again with the validation errors when an answer does not fit, and saves the valid one', async () => {
    model = modelAnswering(invalidAnswer, 'not even JSON', validAnswer);
    const done = await convertHandbook();
    expect(done).toMatchObject({ status: 'done', usedAi: true, slideCount: 3 });
    expect(model.doGenerateCalls).toHaveLength(3);
    // Every try's tokens are counted, the refused ones too.
    expect(done.usage).toEqual(usageOfAnswers(invalidAnswer, 'not even JSON', validAnswer));
    const retry = JSON.stringify(model.doGenerateCalls[1]!.prompt);
    expect(retry).toContain('was not valid');
    expect(retry).toContain('At most 120 characters');
  });

  it('fails cleanly, saving nothing invalid, when the model never answers validly', async () => {
    model = modelAnswering(invalidAnswer);
    const failed = await convertHandbook();
    expect(failed).toMatchObject({
      status: 'failed',
      courseId: null,
      lessonCount: 0,
      error: { code: 'ai_failed', details: { reason: 'refused_by_model' } },
    });
    expect(failed.error?.message).toMatch(/^Converting this document failed: /);
    expect(model.doGenerateCalls).toHaveLength(3);
    expect(failed.usage).toEqual(usageOfAnswers(invalidAnswer, invalidAnswer, invalidAnswer));
    expect(await eventsNamed('AI Generation Failed')).toContainEqual({ kind: 'course', reason: 'refused_by_model' });
  });

  it("counts on the account's allowance of AI calls: past it, 429 before anything is queued", async () => {
    const limited = await createMediaTestApp('disk', { aiRateLimit: { max: 1, windowMs: 60_000 } }, undefined, {
      ai: providersOf(modelAnswering(validAnswer)),
    });
    try {
      const data = await sampleDocx([{ heading: 'Limits' }, { paragraph: 'One call an hour here.' }]);
      const mediaId = completedItem(await limited.upload({ contentType: 'ai-document', fileName: 'limits.docx', data })).id;
      const ask = () => limited.fixture.call('POST', '/api/courses/from-document', { mediaId }, 'content-author');
      expect((await ask()).statusCode).toBe(202);
      const refused = await ask();
      expect([refused.statusCode, refused.json().code]).toEqual([429, 'ai_rate_limited']);
    } finally {
      await limited.close();
    }
  });
});

it('converts by structure when no provider is configured', async () => {
  const offline = await createMediaTestApp('disk', {}, undefined, { ai: providersOf(null) });
  try {
    const data = await sampleDocx([{ heading: 'Only structure' }, { paragraph: 'No model here.' }]);
    const mediaId = completedItem(await offline.upload({ contentType: 'ai-document', fileName: 'plain.docx', data })).id;
    const started = (await offline.fixture.call('POST', '/api/courses/from-document', { mediaId }, 'content-author')).json();
    await offline.test.jobs.runDue();
    const done = (await offline.fixture.call('GET', `/api/document-conversions/${started.id}`, undefined, 'content-author')).json();
    expect(done).toMatchObject({ status: 'done', usedAi: false, slideCount: 2 });
    // No model ran, so there are no tokens to report (not zero: nothing was measured).
    expect(done.usage).toEqual({ inputTokens: null, outputTokens: null, totalTokens: null });
  } finally {
    await offline.close();
  }
});
