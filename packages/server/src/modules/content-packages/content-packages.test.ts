import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Attempt, ContentPackage, PackageRuntime } from '@slidewise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAiccFiles } from '../../content-packages/test-aicc.ts';
import { scorm12Manifest, scorm2004Manifest } from '../../content-packages/test-manifests.ts';
import { writeZip, type ZipWriterEntry } from '../../content-packages/zip-writer.ts';
import { media, users } from '../../db/schema.ts';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { type CourseAdminRole, courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { exampleSlide } from '../lesson-authoring/test-slides.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { originalKey } from '../media/media-keys.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
let storageDir: string;
/** The app's own storage folder, opened beside it: what the upload flow wrote, what the import unpacked. */
let storage: ObjectStorage;
let lessonId: string;
let courseId: string;
const PACKAGE_ORIGIN = 'http://localhost:3001';

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'sw-packages-api-'));
  storage = createDiskStorage(storageDir);
  test = await createTestApp({ storageDir, packageOrigin: PACKAGE_ORIGIN });
  fixture = await courseAdminFixture(test, 'Packages');
  const course = await createLearnerCourse(fixture);
  courseId = course.id;
  const lesson = await addPublishedLesson(fixture, course.id, {
    slides: [exampleSlide('title', 'intro'), exampleSlide('scorm', 'scorm-slide'), exampleSlide('aicc', 'aicc-slide')],
  });
  lessonId = lesson.id;
});
afterAll(async () => {
  await test.close();
  await rm(storageDir, { recursive: true, force: true });
});

const page = '<!doctype html><title>Lesson</title>';

/** An upload of the account as the upload flow leaves it: its media row, ready, and the zip at its key. */
async function uploaded(entries: ZipWriterEntry[], contentType = 'scorm') {
  const zip = writeZip(entries);
  const [row] = await test.database.db
    .insert(media)
    .values({ accountId: fixture.accountId, contentType, name: 'course.zip', status: 'ready', declaredSize: zip.length, size: zip.length })
    .returning();
  await storage.put(originalKey(row!), zip, { contentType: 'application/zip' });
  return row!.id;
}

const scorm12: ZipWriterEntry[] = [
  { name: 'imsmanifest.xml', data: scorm12Manifest() },
  { name: 'index.html', data: page },
];

describe('importing a package', () => {
  it('unpacks a SCORM 1.2 zip and answers the address a slide stores', async () => {
    const mediaId = await uploaded(scorm12);
    const response = await fixture.call('POST', '/api/packages', { mediaId, kind: 'scorm' });
    expect(response.statusCode, response.body).toBe(201);
    const imported: ContentPackage = response.json();
    expect(imported).toMatchObject({ mediaId, kind: 'scorm', standard: 'scorm12', launch: 'index.html?part=1', fileCount: 2 });
    expect(imported.address).toBe(`/packages/${fixture.accountId}/${imported.id}/index.html?part=1`);
    expect((await storage.head(`packages/${fixture.accountId}/${imported.id}/index.html`))?.size).toBe(page.length);
  });

  it('unpacks a SCORM 2004 zip', async () => {
    const mediaId = await uploaded([
      { name: 'imsmanifest.xml', data: scorm2004Manifest('3rd') },
      { name: 'content/start.html', data: page },
    ]);
    const response = await fixture.call('POST', '/api/packages', { mediaId, kind: 'scorm' }, 'content-author');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ standard: 'scorm2004-3rd', launch: 'content/start.html' });
  });

  it('refuses a package with the rule’s code, its values and its message, in Spanish when asked', async () => {
    const mediaId = await uploaded([{ name: 'course/imsmanifest.xml', data: scorm12Manifest() }]);
    const english = await fixture.call('POST', '/api/packages', { mediaId, kind: 'scorm' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code: 'package_manifest_in_folder', details: { folder: 'course' } });
    expect(english.json().message).toMatch(/^imsmanifest.xml is inside the folder "course"/);
    const spanish = await test.app.inject({
      method: 'POST',
      url: '/api/packages',
      headers: { cookie: fixture.people['account-owner'].cookie, 'accept-language': 'es-ES,es;q=0.9' },
      payload: { mediaId, kind: 'scorm' },
    });
    expect(spanish.json().message).toMatch(/^imsmanifest.xml está dentro de la carpeta "course"/);
  });

  it.each<[CourseAdminRole, number]>([
    ['account-owner', 201],
    ['account-admin', 201],
    ['content-author', 201],
    ['restricted-author', 201],
    ['reviewer', 403],
    ['course-reviewer', 403],
    ['facilitator', 403],
    ['app-user', 403],
  ])('lets %s import: %i', async (role, status) => {
    const mediaId = await uploaded(scorm12);
    expect((await fixture.call('POST', '/api/packages', { mediaId, kind: 'scorm' }, role)).statusCode).toBe(status);
  });

  it('finds no upload of another account, nor one that is not there, and takes only package uploads', async () => {
    const mediaId = await uploaded(scorm12);
    expect((await fixture.call('POST', '/api/packages', { mediaId, kind: 'scorm' }, 'outsider')).statusCode).toBe(404);
    expect((await fixture.call('POST', '/api/packages', { mediaId: crypto.randomUUID(), kind: 'scorm' })).statusCode).toBe(404);
    const image = await uploaded(scorm12, 'image');
    const refused = await fixture.call('POST', '/api/packages', { mediaId: image, kind: 'scorm' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'This upload is not a SCORM or AICC package.']);
  });
});

/** A learner of their own, with a session per "device". */
async function newLearner() {
  const [person] = await test.database.db
    .insert(users)
    .values({
      accountId: fixture.accountId,
      email: `l.${crypto.randomUUID()}@example.com`,
      firstName: 'Ana',
      lastName: 'Rivera',
      roles: ['app-user'],
    })
    .returning({ id: users.id, accountId: users.accountId });
  const device = async () => {
    const cookie = await test.sessionCookieFor(person!);
    return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      test.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
  return { id: person!.id, device };
}

async function startAttempt(call: Awaited<ReturnType<Awaited<ReturnType<typeof newLearner>>['device']>>): Promise<Attempt> {
  const response = await call('POST', `/api/learner/lessons/${lessonId}/attempts`, {});
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const runtimeUrl = (attemptId: string, slideId = 'scorm-slide') => `/api/learner/attempts/${attemptId}/packages/${slideId}/runtime`;

describe('a learner’s package data', () => {
  it('is empty until the package stores something, then resumes on another device', async () => {
    const learner = await newLearner();
    const laptop = await learner.device();
    const attempt = await startAttempt(laptop);
    expect((await laptop('GET', runtimeUrl(attempt.id))).json()).toEqual({
      standard: null,
      values: {},
      status: null,
      score: null,
      modifiedAt: null,
    });
    const values = {
      'cmi.core.lesson_location': 'page-4',
      'cmi.suspend_data': 'answers=a,c',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.session_time': '0000:02:10.00',
      'cmi.interactions.0.id': 'q1',
      'cmi.interactions.0.student_response': 'a',
    };
    const saved = await laptop('PUT', runtimeUrl(attempt.id), { standard: 'scorm12', values });
    expect(saved.statusCode, saved.body).toBe(200);
    const phone = await learner.device();
    const resumed: PackageRuntime = (await phone('GET', runtimeUrl(attempt.id))).json();
    expect(resumed).toMatchObject({ standard: 'scorm12', values, status: 'incomplete', score: null });
  });

  it('records the slide’s result once the package reports a final status, with its score', async () => {
    const learner = await newLearner();
    const call = await learner.device();
    const attempt = await startAttempt(call);
    await call('PUT', runtimeUrl(attempt.id), {
      standard: 'scorm2004-4th',
      values: { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.9', 'cmi.location': '7' },
    });
    const lesson = (await call('GET', `/api/learner/lessons/${lessonId}`)).json();
    expect(lesson.attempt.results['scorm-slide']).toMatchObject({ correct: true, answers: { status: 'passed', score: 90 }, points: 900 });
  });

  it('counts the packages’ scores in the lesson’s score and the course results, and refuses a score they did not report', async () => {
    const learner = await newLearner();
    const call = await learner.device();
    const attempt = await startAttempt(call);
    // The SCORM package fails its learner at 40; the AICC unit (its result sent as the player sends it) passes at 100.
    const failed = await call('PUT', runtimeUrl(attempt.id), {
      standard: 'scorm12',
      values: { 'cmi.core.lesson_status': 'failed', 'cmi.core.score.raw': '40' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const resultUrl = `/api/learner/attempts/${attempt.id}/results/aicc-slide`;
    const inflated = await call('PUT', resultUrl, { correct: true, answers: { status: 'passed', score: 50 }, points: 1000 });
    expect(inflated.statusCode).toBe(400);
    expect(inflated.json()).toMatchObject({ code: 'validation_failed', message: "This package's outcome scores 500 points." });
    const passed = await call('PUT', resultUrl, { correct: true, answers: { status: 'passed', score: 100 }, points: 1000 });
    expect(passed.statusCode, passed.body).toBe(200);
    const finished = await call('POST', `/api/learner/attempts/${attempt.id}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    // Each package is half the lesson: 40 % of 50 plus 100 % of 50.
    expect(finished.json()).toMatchObject({ score: 70 });
    const results = await fixture.call('GET', `/api/courses/${courseId}/results`);
    expect(results.statusCode, results.body).toBe(200);
    const row = (results.json() as { items: { userId: string; lessons: { lessonId: string; bestScore: number | null }[] }[] }).items.find(
      (item) => item.userId === learner.id,
    );
    expect(row?.lessons.find((item) => item.lessonId === lessonId)?.bestScore).toBe(70);
  });

  it('is the learner’s own: another learner, another account and a slide that is no package find nothing', async () => {
    const owner = await (await newLearner()).device();
    const attempt = await startAttempt(owner);
    const other = await (await newLearner()).device();
    expect((await other('GET', runtimeUrl(attempt.id))).statusCode).toBe(404);
    expect((await other('PUT', runtimeUrl(attempt.id), { standard: 'scorm12', values: {} })).statusCode).toBe(404);
    expect((await fixture.call('GET', runtimeUrl(attempt.id), undefined, 'outsider')).statusCode).toBe(404);
    expect((await owner('GET', runtimeUrl(attempt.id, 'intro'))).statusCode).toBe(404);
    expect((await owner('GET', runtimeUrl(attempt.id, 'missing'))).statusCode).toBe(404);
  });

  it('lets every role that plays keep its own package data', async () => {
    for (const role of ['account-owner', 'content-author', 'reviewer', 'facilitator', 'app-user'] as const) {
      const started = await fixture.call('POST', `/api/learner/lessons/${lessonId}/attempts`, {}, role);
      expect(started.statusCode, `${role} ${started.body}`).toBeLessThan(300);
      const attemptId = (started.json() as Attempt).id;
      const put = await fixture.call(
        'PUT',
        runtimeUrl(attemptId),
        { standard: 'scorm12', values: { 'cmi.core.lesson_location': role } },
        role,
      );
      expect(put.statusCode, role).toBe(200);
    }
    expect((await test.app.inject({ method: 'GET', url: runtimeUrl(crypto.randomUUID()) })).statusCode).toBe(401);
  });

  it('refuses what is not a data-model element, and too much data', async () => {
    const call = await (await newLearner()).device();
    const attempt = await startAttempt(call);
    for (const values of [{ 'window.location': 'x' }, { 'cmi.suspend_data': 'x'.repeat(64_001) }]) {
      const response = await call('PUT', runtimeUrl(attempt.id), { standard: 'scorm12', values });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('AICC over HACP', () => {
  async function launch() {
    const learner = await newLearner();
    const call = await learner.device();
    const attempt = await startAttempt(call);
    const started = await call('POST', `/api/learner/attempts/${attempt.id}/packages/aicc-slide/aicc-session`);
    expect(started.statusCode, started.body).toBe(201);
    const { sessionId, aiccUrl } = started.json();
    expect(new URL(aiccUrl).pathname).toBe('/api/aicc/hacp');
    const hacp = (fields: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/aicc/hacp',
        // As a unit on the package origin sends it: a form, from another origin, with no cookie.
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PACKAGE_ORIGIN },
        payload: new URLSearchParams({ version: '4.0', session_id: sessionId, ...fields }).toString(),
      });
    return { learner, call, attempt, sessionId, hacp };
  }

  it('answers GetParam with the learner, stores PutParam, records the result and resumes there', async () => {
    const { learner, call, attempt, hacp } = await launch();
    const first = await hacp({ command: 'GetParam' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.headers['access-control-allow-origin']).toBe(PACKAGE_ORIGIN);
    expect(first.body).toContain('error=0\r\n');
    expect(first.body).toContain(`Student_ID=${learner.id}\r\nStudent_Name=Rivera, Ana`);
    expect(first.body).toContain('Lesson_Status=not attempted\r\n');
    const put = await hacp({
      command: 'PutParam',
      aicc_data: '[Core]\r\nLesson_Location=page-2\r\nLesson_Status=incomplete\r\nScore=40\r\nTime=00:03:00\r\n[Core_Lesson]\r\nstep=2',
    });
    expect(put.body).toContain('error=0');
    const again = await hacp({ command: 'getparam' });
    expect(again.body).toContain('Lesson_Location=page-2\r\n');
    expect(again.body).toContain('Lesson_Status=incomplete,resume\r\n');
    expect(again.body).toContain('[Core_Lesson]\r\nstep=2\r\n');
    await hacp({ command: 'PutParam', aicc_data: '[Core]\r\nLesson_Status=p\r\nScore=90,100,0' });
    const lesson = (await call('GET', `/api/learner/lessons/${lessonId}`)).json();
    expect(lesson.attempt.id).toBe(attempt.id);
    expect(lesson.attempt.results['aicc-slide']).toMatchObject({ correct: true, answers: { status: 'passed', score: 90 } });
    // The player then moves on and says the slide was viewed: the unit's own report is kept.
    const viewed = await call('PUT', `/api/learner/attempts/${attempt.id}/results/aicc-slide`, {
      correct: null,
      answers: null,
      points: 0,
      currentSlideIndex: 3,
    });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json().results['aicc-slide']).toMatchObject({ correct: true, points: 900, answers: { status: 'passed', score: 90 } });
  });

  it('records a unit left before it reported as viewed', async () => {
    const { call, attempt } = await launch();
    const viewed = await call('PUT', `/api/learner/attempts/${attempt.id}/results/aicc-slide`, { correct: null, answers: null, points: 0 });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json().results['aicc-slide']).toMatchObject({ correct: null, points: 0, answers: null });
  });

  it('ends the session at ExitAU, and refuses an unknown session or command', async () => {
    const { hacp } = await launch();
    expect((await hacp({ command: 'Bogus' })).body).toContain('error=1\r\nerror_text=Invalid Command');
    expect((await hacp({ command: 'ExitAU' })).body).toContain('error=0');
    expect((await hacp({ command: 'GetParam' })).body).toContain('error=3\r\nerror_text=Invalid Session ID');
    expect((await hacp({ command: 'GetParam', session_id: 'made-up' })).body).toContain('error=3');
  });

  it('starts a session only for the learner’s own attempt at an AICC slide', async () => {
    const owner = await (await newLearner()).device();
    const attempt = await startAttempt(owner);
    const other = await (await newLearner()).device();
    expect((await other('POST', `/api/learner/attempts/${attempt.id}/packages/aicc-slide/aicc-session`)).statusCode).toBe(404);
    expect((await owner('POST', `/api/learner/attempts/${attempt.id}/packages/intro/aicc-session`)).statusCode).toBe(404);
  });
});

it('imports an AICC course from its zip', async () => {
  const mediaId = await uploaded(
    [
      ...Object.entries(testAiccFiles).map(([name, data]) => ({ name, data })),
      { name: 'theory/start.html', data: page },
      { name: 'quiz.html', data: page },
    ],
    'aicc',
  );
  const response = await fixture.call('POST', '/api/packages', { mediaId, kind: 'aicc' });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toMatchObject({ standard: 'aicc', title: 'Forklift theory', launch: 'theory/start.html?lang=en' });
});
