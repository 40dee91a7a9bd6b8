import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MockSpeechModelV3 } from 'ai/test';
import { AI_CALLS_PER_ACCOUNT_PER_HOUR, lessonNarrationSchema, narrationResultSchema } from '@slidewise/core';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture, type CourseAdminRole } from '../../test-support/course-admin.ts';
import { accountFeatureFlags, analyticsEvents, media, rateLimitCounters } from '../../db/schema.ts';
import { mockAiProviders } from '../../ai/testing/mock-ai.ts';
import { aiCallCounterKey } from '../ai-generation/ai-access.ts';
import { speakOffline } from '../../ai/offline-voice/offline-voice.ts';
import { readWavHeader } from '../../ai/offline-voice/wav.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';

// Narration through the API: the flag, the offline voice and a (mock) speech model, the words' digest
// deciding when a narration is made again, the roles, tenancy and the hourly allowance.

const speechCalls: string[] = [];
let speechFails = false;
const speechModel = new MockSpeechModelV3({
  doGenerate: async (options) => {
    speechCalls.push(options.text);
    if (speechFails) throw new Error('the speech service is down');
    return {
      audio: speakOffline('provider voice', 'en-US').audio,
      warnings: [],
      response: { timestamp: new Date(), modelId: 'mock-speech' },
    };
  },
});

let offline: TestApp;
let withProvider: TestApp;
let fixture: CourseAdminFixture;
let providerFixture: CourseAdminFixture;
beforeAll(async () => {
  offline = await createTestApp();
  fixture = await courseAdminFixture(offline, 'Narration');
  withProvider = await createTestApp({}, offline.database, { ai: mockAiProviders({ speech: speechModel }) });
  providerFixture = await courseAdminFixture(withProvider, 'Narration with a provider');
  for (const accountId of [fixture.accountId, providerFixture.accountId]) await setNarrationFlag(accountId, true);
});
afterAll(async () => {
  await offline.close();
  await withProvider.close();
});

async function setNarrationFlag(accountId: string, on: boolean) {
  await offline.database.db
    .insert(accountFeatureFlags)
    .values({ accountId, overrides: { 'ai-narration': on } })
    .onConflictDoUpdate({
      target: accountFeatureFlags.accountId,
      set: { overrides: { 'ai-narration': on }, version: Math.floor(Math.random() * 1e9) },
    });
}

const narrationUrl = (lessonId: string) => `/api/lesson-authoring/${lessonId}/narration`;

/** A lesson of a new course whose deck is saved with these slides; answers its ids and state identifier. */
async function savedLesson(on: CourseAdminFixture, slides: unknown[]) {
  const course = await on.createCourse('Narrated course');
  const lesson = await on.createLesson(course.id, 'Lesson', 'Lifting safely');
  const saved = await on.call('PUT', `/api/lesson-authoring/${lesson.id}`, { slides, latestSavedSlidesStateIdentifier: null });
  expect(saved.statusCode, saved.body).toBe(200);
  return { courseId: course.id, lessonId: lesson.id, identifier: saved.json().latestSavedSlidesStateIdentifier as string };
}

const narrate = (on: CourseAdminFixture, lessonId: string, slideId: string, as?: CourseAdminRole | 'outsider') =>
  on.call('POST', narrationUrl(lessonId), { slideId }, as);

async function mediaCount(accountId: string) {
  const [row] = await offline.database.db.select({ value: count() }).from(media).where(eq(media.accountId, accountId));
  return row!.value;
}

async function eventsNamed(accountId: string, name: string) {
  return offline.database.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.accountId, accountId), eq(analyticsEvents.eventName, name)));
}

describe('narration with the offline voice', () => {
  it('narrates a slide into a playable WAV kept as media, and records the analytics event', async () => {
    const { lessonId } = await savedLesson(fixture, [exampleSlide('title', 'intro')]);
    const response = await narrate(fixture, lessonId, 'intro');
    expect(response.statusCode, response.body).toBe(200);
    const result = narrationResultSchema.parse(response.json());
    expect(result).toMatchObject({ slideId: 'intro', status: 'generated', voice: 'offline' });
    expect(result.audioFile).toBe(`/api/media/${result.mediaId}/file`);
    expect(result.durationMs).toBeGreaterThan(500);

    const file = await fixture.call('GET', result.audioFile);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^audio\/wav/);
    expect(readWavHeader(file.rawPayload)?.durationMs).toBe(result.durationMs);

    const [event] = await eventsNamed(fixture.accountId, 'AI Narration Generated');
    expect(event?.properties).toEqual({ lesson_id: lessonId, slide_count: 1, duration_seconds: Math.round(result.durationMs! / 1000) });
  });

  it('does not make it again while the words are unchanged, and makes it again when they change', async () => {
    const slide = exampleSlide('title', 'intro');
    const { lessonId, identifier } = await savedLesson(fixture, [slide]);
    const first = (await narrate(fixture, lessonId, 'intro')).json();
    const mediaBefore = await mediaCount(fixture.accountId);
    const eventsBefore = (await eventsNamed(fixture.accountId, 'AI Narration Generated')).length;

    const again = (await narrate(fixture, lessonId, 'intro')).json();
    expect(again).toMatchObject({ status: 'unchanged', mediaId: first.mediaId, characters: 0 });
    expect(await mediaCount(fixture.accountId)).toBe(mediaBefore);
    expect((await eventsNamed(fixture.accountId, 'AI Narration Generated')).length).toBe(eventsBefore);

    // The editor puts the audio on the slide: the state reads up to date.
    const withAudio = { ...slide, data: { ...slide.data, narration: { audio_file: first.audioFile } } };
    const saved = await fixture.call('PUT', `/api/lesson-authoring/${lessonId}`, {
      slides: [withAudio],
      latestSavedSlidesStateIdentifier: identifier,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const state = lessonNarrationSchema.parse((await fixture.call('GET', narrationUrl(lessonId))).json());
    expect(state).toEqual({ voice: 'offline', items: [{ slideId: 'intro', state: 'upToDate', audioFile: first.audioFile }] });

    // New words: outdated until narrated again, which makes a new file.
    const changed = { ...withAudio, data: { ...withAudio.data, title: 'Lift with your legs' } };
    await fixture.call('PUT', `/api/lesson-authoring/${lessonId}`, {
      slides: [changed],
      latestSavedSlidesStateIdentifier: saved.json().latestSavedSlidesStateIdentifier,
    });
    expect((await fixture.call('GET', narrationUrl(lessonId))).json().items[0].state).toBe('outdated');
    const remade = (await narrate(fixture, lessonId, 'intro')).json();
    expect(remade.status).toBe('generated');
    expect(remade.mediaId).not.toBe(first.mediaId);
    expect(await mediaCount(fixture.accountId)).toBe(mediaBefore + 1);
  });

  it('refuses a slide without words (400) and a slide not in the saved deck (404)', async () => {
    const empty = exampleSlide('title', 'empty');
    const { lessonId } = await savedLesson(fixture, [{ ...empty, data: { ...empty.data, title: '', subtitle: '' } }]);
    const noWords = await narrate(fixture, lessonId, 'empty');
    expect([noWords.statusCode, noWords.json().code]).toEqual([400, 'narration_no_text']);
    expect((await fixture.call('GET', narrationUrl(lessonId))).json().items[0].state).toBe('noText');
    expect((await narrate(fixture, lessonId, 'not-there')).statusCode).toBe(404);
    expect((await fixture.call('POST', narrationUrl(lessonId), { slideId: '' })).statusCode).toBe(400);
  });
});

describe('narration with a speech model', () => {
  it('speaks through the configured model and keeps what it answers', async () => {
    const { lessonId } = await savedLesson(providerFixture, [exampleSlide('title', 'intro')]);
    speechCalls.length = 0;
    const response = await narrate(providerFixture, lessonId, 'intro');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'generated', voice: 'provider' });
    const { title, subtitle } = exampleSlide('title', 'x').data;
    expect(speechCalls).toEqual([`${title}\n${subtitle}`]);
    expect((await providerFixture.call('GET', narrationUrl(lessonId))).json().voice).toBe('provider');
  });

  it('answers 502 when the model fails, saves nothing and records the failure', async () => {
    const { lessonId } = await savedLesson(providerFixture, [exampleSlide('title', 'intro')]);
    const mediaBefore = await mediaCount(providerFixture.accountId);
    speechFails = true;
    try {
      const response = await narrate(providerFixture, lessonId, 'intro');
      expect(response.json()).toMatchObject({ code: 'ai_failed', details: { reason: 'server_error' } });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/^Narrating this slide failed: .*Try again/);
    } finally {
      speechFails = false;
    }
    expect(await mediaCount(providerFixture.accountId)).toBe(mediaBefore);
    const failures = await eventsNamed(providerFixture.accountId, 'AI Generation Failed');
    expect(failures.map((event) => event.properties)).toContainEqual({ kind: 'narration', reason: 'server_error' });
  });
});

describe('who may narrate', () => {
  it('refuses everything while the AI narration flag is off', async () => {
    const { lessonId } = await savedLesson(fixture, [exampleSlide('title', 'intro')]);
    await setNarrationFlag(fixture.accountId, false);
    offline.clock.advance(61_000);
    try {
      for (const response of [await narrate(fixture, lessonId, 'intro'), await fixture.call('GET', narrationUrl(lessonId))])
        expect([response.statusCode, response.json().code]).toEqual([403, 'feature_off']);
    } finally {
      await setNarrationFlag(fixture.accountId, true);
      offline.clock.advance(61_000);
    }
  });

  it("lets the course's editors narrate; reviewers, facilitators and learners may not; another account sees no lesson", async () => {
    const { lessonId } = await savedLesson(fixture, [exampleSlide('title', 'intro')]);
    const statuses: Record<string, number> = {};
    for (const role of [
      'account-owner',
      'account-admin',
      'content-author',
      'restricted-author',
      'reviewer',
      'facilitator',
      'app-user',
      'outsider',
    ] as const)
      statuses[role] = (await narrate(fixture, lessonId, 'intro', role)).statusCode;
    expect(statuses).toEqual({
      'account-owner': 200,
      'account-admin': 200,
      'content-author': 200,
      // A restricted author edits only courses shared with them.
      'restricted-author': 403,
      reviewer: 403,
      facilitator: 403,
      'app-user': 403,
      outsider: 404,
    });
  });

  it("answers 429 past the account's hourly allowance of AI actions", async () => {
    const { lessonId } = await savedLesson(fixture, [exampleSlide('title', 'intro')]);
    await offline.database.db
      .insert(rateLimitCounters)
      .values({
        key: aiCallCounterKey(fixture.accountId),
        hits: AI_CALLS_PER_ACCOUNT_PER_HOUR,
        windowEndsAt: new Date(offline.clock.now().getTime() + 600_000),
      })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: { hits: AI_CALLS_PER_ACCOUNT_PER_HOUR } });
    try {
      const response = await narrate(fixture, lessonId, 'intro');
      expect([response.statusCode, response.json().code]).toEqual([429, 'ai_rate_limited']);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await offline.database.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, aiCallCounterKey(fixture.accountId)));
    }
  });
});
