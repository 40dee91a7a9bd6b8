import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { courseAdminFixture, type CourseAdminFixture } from '../../test-support/course-admin.ts';
import { newTestLearner, playSampleLesson } from '../../test-support/learners.ts';
import { addPublishedLesson, createLearnerCourse } from '../learner/test-course.ts';
import { eq } from 'drizzle-orm';
import { accounts, certificates } from '../../db/schema.ts';
import { extractText } from 'unpdf';
import { complete, dueCourse } from '../due-dates/due-test-support.ts';
import { issueCertificate } from './repo.ts';

let test: TestApp;
let fixture: CourseAdminFixture;
beforeAll(async () => {
  test = await createTestApp();
  fixture = await courseAdminFixture(test, 'Certificates');
});
afterAll(() => test.close());

async function completedCourse(title: string) {
  const course = await createLearnerCourse(fixture, { title });
  const lesson = await addPublishedLesson(fixture, course.id);
  const learner = await newTestLearner(test, fixture.accountId, { firstName: 'Cara', lastName: 'Certified' });
  await playSampleLesson(learner, lesson.id);
  return { course, lesson, learner };
}

describe('issuing certificates', () => {
  it('issues one certificate per completion: asking again answers the same code', async () => {
    const { course, learner } = await completedCourse('Fire safety');
    const first = await learner.call('POST', `/api/learner/courses/${course.id}/certificate`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{12}$/),
      courseId: course.id,
      courseTitle: 'Fire safety',
      learnerName: 'Cara Certified',
      issuedAt: test.clock.now().toISOString(),
      expiresAt: null,
    });
    test.clock.advance(60_000);
    const again = await learner.call('POST', `/api/learner/courses/${course.id}/certificate`);
    expect(again.json().code).toBe(first.json().code);
    expect((await learner.call('GET', '/api/learner/certificates')).json().items).toEqual([first.json()]);
  });

  it('answers 404 before the course is completed, and for a course the learner cannot see', async () => {
    const course = await createLearnerCourse(fixture, { title: 'Not yet' });
    await addPublishedLesson(fixture, course.id);
    const learner = await newTestLearner(test, fixture.accountId);
    expect((await learner.call('POST', `/api/learner/courses/${course.id}/certificate`)).statusCode).toBe(404);
    expect((await learner.call('GET', `/api/learner/courses/${course.id}/certificate.pdf`)).statusCode).toBe(404);
    const draft = await createLearnerCourse(fixture, { title: 'Draft', publish: false });
    expect((await learner.call('POST', `/api/learner/courses/${draft.id}/certificate`)).statusCode).toBe(404);
    expect((await learner.call('GET', '/api/learner/certificates')).json().items).toEqual([]);
  });

  it('sends the certificate as a PDF naming the course and carrying the code', async () => {
    const { course, learner } = await completedCourse('Manual handling');
    const response = await learner.call('GET', `/api/learner/courses/${course.id}/certificate.pdf?language=es-ES`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="certificate-[2-9A-Z]{12}\.pdf"$/);
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Certificado de finalización: Manual handling');
    const { code } = (await learner.call('POST', `/api/learner/courses/${course.id}/certificate`)).json();
    expect(document.getSubject()).toBe(code);
    expect(document.getAuthor()).toBe('Certificates');
    expect((await learner.call('GET', `/api/learner/courses/${course.id}/certificate.pdf?language=xx`)).statusCode).toBe(400);
  });
});

describe('certificates of recurring training', () => {
  it('carry the expiry, until the course is due again, in the record, the printed PDF and the verification', async () => {
    const { course, lessonId } = await dueCourse(fixture, { type: 'recurring-completion-date', recurrenceMonths: 12, relativeDueDays: 30 });
    const learner = await newTestLearner(test, fixture.accountId, { firstName: 'Rex', lastName: 'Renewed' });
    await complete(learner, course.id, lessonId);

    const issued = (await learner.call('POST', `/api/learner/courses/${course.id}/certificate`)).json();
    // Twelve months after the completion, the day the learner is told it is due again.
    const completedOn = new Date(issued.issuedAt);
    const aYearOn = new Date(Date.UTC(completedOn.getUTCFullYear() + 1, completedOn.getUTCMonth(), completedOn.getUTCDate()));
    expect(issued.expiresAt.slice(0, 10)).toBe(aYearOn.toISOString().slice(0, 10));

    const printed = async (query: string) => {
      const pdf = await learner.call('GET', `/api/learner/courses/${course.id}/certificate.pdf${query}`);
      return (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
    };
    expect(await printed('')).toContain(`Valid until: ${issued.expiresAt.slice(0, 10)}`);
    expect(await printed('?language=es-ES')).toContain(`Válido hasta: ${issued.expiresAt.slice(0, 10)}`);
    expect((await test.app.inject({ method: 'GET', url: `/api/certificates/${issued.code}` })).json()).toMatchObject({
      expiresAt: issued.expiresAt,
      status: 'valid',
    });
    expect((await learner.call('GET', '/api/learner/certificates')).json().items).toEqual([issued]);
  });
});

describe('verifying a certificate', () => {
  it('tells anyone, signed in or not, only what the certificate says', async () => {
    const { course, learner } = await completedCourse('Hygiene');
    const { code, issuedAt } = (await learner.call('POST', `/api/learner/courses/${course.id}/certificate`)).json();
    const response = await test.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code,
      learnerName: 'Cara Certified',
      courseTitle: 'Hygiene',
      accountName: 'Certificates',
      issuedAt,
      expiresAt: null,
      status: 'valid',
    });
    // Typed by hand: case and surrounding spaces do not matter.
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/certificates/${encodeURIComponent(` ${code.toLowerCase()} `)}` })).statusCode,
    ).toBe(200);
  });

  it('answers a clear 404 for an unknown or malformed code', async () => {
    for (const code of ['ABCDEFGHJKMN', 'short', 'x'.repeat(100), '%27%20or%201%3D1']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
      expect([code, response.statusCode, response.json().code]).toEqual([code, 404, 'not_found']);
      expect(response.json().message).toBe('No certificate has this code.');
    }
  });

  it('says expired once the expiry of recurring training has passed, and keeps its words after the course is renamed', async () => {
    const { course, learner } = await completedCourse('Yearly refresher');
    const row = await issueCertificate(test.database.db, {
      accountId: fixture.accountId,
      userId: learner.id,
      courseId: course.id,
      learnerName: 'Cara Certified',
      courseTitle: 'Yearly refresher',
      issuedAt: new Date('2024-01-10T10:00:00.000Z'),
      expiresAt: new Date('2025-01-10T10:00:00.000Z'),
    });
    const current = await fixture.getCourse(course.id);
    await fixture.call('PUT', `/api/courses/${course.id}`, { version: current.version, title: 'Renamed' });
    const verified = (await test.app.inject({ method: 'GET', url: `/api/certificates/${row.code}` })).json();
    expect(verified).toMatchObject({ courseTitle: 'Yearly refresher', expiresAt: '2025-01-10T10:00:00.000Z', status: 'expired' });
  });
});

describe('certificate layouts and the plan', () => {
  const setLayout = async (courseId: string, layout: string) => {
    const course = await fixture.getCourse(courseId);
    return fixture.call('PUT', `/api/courses/${courseId}`, {
      version: course.version,
      completionCriteria: { ...course.completionCriteria, certificate: { enabled: true, layout } },
    });
  };

  it('gives an advanced layout on a plan that has it, and asks for an upgrade on one that has not', async () => {
    const { course, learner } = await completedCourse('Modern course');
    expect((await setLayout(course.id, 'modern')).statusCode).toBe(200);
    const { code } = (await learner.call('POST', `/api/learner/courses/${course.id}/certificate`)).json();
    const [row] = await test.database.db.select().from(certificates).where(eq(certificates.code, code));
    expect(row!.layout).toBe('modern');

    await test.database.db.update(accounts).set({ planKind: 'freemium' }).where(eq(accounts.id, fixture.accountId));
    try {
      const refused = await setLayout(course.id, 'classic');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'plan_upgrade_required', details: { layout: 'classic' } });
      expect((await fixture.getCourse(course.id)).completionCriteria.certificate.layout).toBe('modern');
      expect((await setLayout(course.id, 'standard')).statusCode).toBe(200);
      expect((await setLayout(course.id, 'fancy')).statusCode).toBe(400);
    } finally {
      await test.database.db.update(accounts).set({ planKind: 'enterprise' }).where(eq(accounts.id, fixture.accountId));
    }
  });
});
