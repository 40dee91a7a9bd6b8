import { findSlideTemplate, type DocumentConversion, type LessonAuthoringConfig } from '@slidewise/core';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedItem, createMediaTestApp, type MediaTestApp } from '../media/testing/media-fixture.ts';
import { documentConversions } from '../../db/schema.ts';
import { INTERRUPTED_AFTER_MS } from '../../jobs/interrupted-work.ts';
import type { CourseAdminRole } from '../../test-support/course-admin.ts';
import { samplePdf, samplePng, samplePptx, sampleDocx } from './sample-files.ts';

// Issue 17: a course or a lesson from an uploaded presentation or document, without AI (no provider is
// configured here; ai-documents.test.ts has the model). Files are uploaded through the media calls as
// the browser does, converted on the job queue, and read back through the authoring calls.

let media: MediaTestApp;
let picture: Buffer;

beforeAll(async () => {
  media = await createMediaTestApp('disk');
  picture = await samplePng(160, 90);
});
afterAll(() => media.close());

const call = (method: 'GET' | 'POST', url: string, body?: unknown, as: CourseAdminRole | 'outsider' = 'content-author') =>
  media.fixture.call(method, url, body, as);

async function uploaded(contentType: string, fileName: string, data: Buffer, as: CourseAdminRole | 'outsider' = 'content-author') {
  return completedItem(await media.upload({ contentType, fileName, data, as })).id as string;
}

/** Runs the queued conversion and answers it as its status call does. */
async function finished(conversion: DocumentConversion, as: CourseAdminRole | 'outsider' = 'content-author'): Promise<DocumentConversion> {
  expect(conversion.status).toBe('queued');
  await media.test.jobs.runDue();
  const answer = await call('GET', `/api/document-conversions/${conversion.id}`, undefined, as);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const lessonsOf = async (courseId: string, as: CourseAdminRole = 'content-author') =>
  ((await call('GET', `/api/course/${courseId}/lessons`, undefined, as)).json() as { id: string; title: string }[]).map(
    ({ id, title }) => ({ id, title }),
  );

const slidesOf = async (lessonId: string) =>
  ((await call('GET', `/api/lesson-authoring/${lessonId}`)).json() as LessonAuthoringConfig).slides;

describe('a presentation into a lesson', () => {
  it('makes one slide per presentation slide, in order, with its title, text and pictures kept as media', async () => {
    const course = await media.fixture.createCourse('Fire safety');
    const mediaId = await uploaded(
      'powerpoint',
      'fire-drill.pptx',
      await samplePptx(
        [
          { title: 'Fire drill' },
          { title: 'When the alarm sounds', paragraphs: ['Stop what you are doing', 'Leave by the nearest exit'] },
          { title: 'Assembly point', paragraphs: ['The car park gate'], pictures: [picture] },
        ],
        'Fire drill',
      ),
    );
    const started = await call('POST', `/api/course/${course.id}/lessons/from-document`, { mediaId });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', source: 'presentation', target: 'lesson', courseId: course.id });
    const done = await finished(started.json());
    expect(done).toMatchObject({ status: 'done', courseId: course.id, lessonCount: 1, slideCount: 3, usedAi: false, error: null });

    const slides = await slidesOf(done.lessonId!);
    expect(slides.map((slide) => [slide.type, slide.name])).toEqual([
      ['title', 'Fire drill'],
      ['bulleted-list', 'When the alarm sounds'],
      ['image', 'Assembly point'],
    ]);
    expect(slides[1]!.data.items).toEqual(['Stop what you are doing', 'Leave by the nearest exit']);
    const pictureUrl = slides[2]!.data.url as string;
    expect(pictureUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/file$/);
    const item = await call('GET', pictureUrl.replace(/\/file$/, ''));
    expect(item.json()).toMatchObject({ contentType: 'image', mimeType: 'image/png', width: 160, height: 90 });
    expect(await lessonsOf(course.id)).toEqual([{ id: done.lessonId, title: 'Fire drill' }]);
  });

  it('makes a new course of one lesson from a presentation', async () => {
    const mediaId = await uploaded(
      'powerpoint',
      'induction.pptx',
      await samplePptx([{ title: 'Welcome' }, { title: 'Your team' }], 'Induction'),
    );
    const done = await finished((await call('POST', '/api/courses/from-document', { mediaId }, 'account-admin')).json(), 'account-admin');
    expect(done).toMatchObject({ status: 'done', target: 'course', lessonCount: 1, slideCount: 2 });
    const course = await media.fixture.getCourse(done.courseId!);
    expect(course).toMatchObject({ title: 'Induction', courseStatus: 'Draft' });
    expect((await lessonsOf(course.id, 'account-admin')).map((lesson) => lesson.title)).toEqual(['Induction']);
  });
});

describe('a document into a course or a lesson, by its structure', () => {
  it('opens a lesson at each top-level heading of a docx, with title, text, list and image slides', async () => {
    const mediaId = await uploaded(
      'ai-document',
      'handbook.docx',
      await sampleDocx(
        [
          { heading: 'Your first day' },
          { paragraph: 'Collect your badge at reception.' },
          { bullets: ['Laptop', 'Badge'] },
          { heading: 'Your first week' },
          { paragraph: 'Shadow a colleague.' },
          { picture, description: 'The office' },
        ],
        'Staff handbook',
      ),
    );
    const done = await finished((await call('POST', '/api/courses/from-document', { mediaId })).json());
    expect(done).toMatchObject({ status: 'done', source: 'document', lessonCount: 2, slideCount: 6 });
    const course = await media.fixture.getCourse(done.courseId!);
    expect(course.title).toBe('Staff handbook');
    const lessons = await lessonsOf(course.id);
    expect(lessons.map((lesson) => lesson.title)).toEqual(['Your first day', 'Your first week']);
    expect((await slidesOf(lessons[0]!.id)).map((slide) => slide.type)).toEqual(['title', 'scrollable', 'bulleted-list']);
    const second = await slidesOf(lessons[1]!.id);
    expect(second.map((slide) => slide.type)).toEqual(['title', 'scrollable', 'image']);
    expect(second[2]!.data).toMatchObject({ alt: 'The office', url: expect.stringMatching(/^\/api\/media\//) });
  });

  it("keeps a document's markup as the words it is: text that looks like script is shown, never run", async () => {
    const mediaId = await uploaded(
      'ai-document',
      'hostile.docx',
      await sampleDocx([
        { heading: '<img src=x onerror=alert(1)>' },
        { paragraph: '<script>alert(2)</script> and <a href="javascript:alert(3)">a link</a>' },
        { bullets: ['<b onmouseover=alert(4)>bold</b>'] },
      ]),
    );
    const done = await finished((await call('POST', '/api/courses/from-document', { mediaId })).json());
    expect(done).toMatchObject({ status: 'done', slideCount: 3 });
    const [lesson] = await lessonsOf(done.courseId!);
    const [title, text, list] = await slidesOf(lesson!.id);
    // Plain-text fields hold the words (the page escapes them); the html field holds them escaped.
    expect(title!.data.title).toBe('<img src=x onerror=alert(1)>');
    expect(text!.data.content).toBe(
      '<p>&lt;script&gt;alert(2)&lt;/script&gt; and &lt;a href="javascript:alert(3)"&gt;a link&lt;/a&gt;</p>',
    );
    expect(list!.data.items).toEqual(['<b onmouseover=alert(4)>bold</b>']);
  });

  it('makes a lesson of a PDF, its larger lines as title slides and its pictures kept as media', async () => {
    const course = await media.fixture.createCourse('Lifting');
    const mediaId = await uploaded(
      'ai-document',
      'lifting.pdf',
      await samplePdf(
        [
          { heading: 'Lifting safely' },
          { paragraph: 'Bend your knees.' },
          { bullet: 'Plan' },
          { bullet: 'Lift' },
          { picture, format: 'png' },
        ],
        'Lifting',
      ),
    );
    const done = await finished((await call('POST', `/api/course/${course.id}/lessons/from-document`, { mediaId })).json());
    expect(done).toMatchObject({ status: 'done', slideCount: 4 });
    const slides = await slidesOf(done.lessonId!);
    expect(slides.map((slide) => [slide.type, slide.data.title])).toEqual([
      ['title', 'Lifting safely'],
      ['scrollable', 'Lifting safely'],
      ['bulleted-list', 'Lifting safely'],
      ['image', undefined],
    ]);
    const kept = await call('GET', String(slides[3]!.data.url));
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/png');
  });
});

describe('refusals', () => {
  it('refuses a presentation that cannot be read with a 422 before queueing anything', async () => {
    // A real pptx's content types (so the upload accepts it) around a presentation part that inflates to 40 MB.
    const zip = await JSZip.loadAsync(await samplePptx([{ title: 'x' }]));
    zip.file('ppt/presentation.xml', `<p:presentation>${' '.repeat(40 * 1024 * 1024)}</p:presentation>`);
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const mediaId = await uploaded('powerpoint', 'bomb.pptx', bomb);
    const answer = await call('POST', '/api/courses/from-document', { mediaId });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'document_unreadable', message: expect.stringContaining('too large') });
    expect(media.test.jobs.waiting().filter((job) => job.name === 'documents.convert')).toEqual([]);
  });

  it('refuses a file uploaded as something else than a document (400) and an unknown file (404)', async () => {
    const imageId = await uploaded('image', 'photo.png', picture);
    expect((await call('POST', '/api/courses/from-document', { mediaId: imageId })).json()).toMatchObject({ code: 'not_a_document' });
    const missing = await call('POST', '/api/courses/from-document', { mediaId: '00000000-0000-4000-8000-000000000099' });
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', '/api/courses/from-document', { mediaId: 'not-an-id' })).statusCode).toBe(404);
  });
});

describe('who may convert', () => {
  it('lets authors and administrators, not learners or reviewers; restricted authors only into courses shared with them', async () => {
    const mediaId = await uploaded('powerpoint', 'roles.pptx', await samplePptx([{ title: 'Roles' }]));
    const course = await media.fixture.createCourse('Roles');
    const statusOf = async (url: string, as: CourseAdminRole) => (await call('POST', url, { mediaId }, as)).statusCode;
    // The file is the content author's, but it belongs to the account: every author of it may convert it.
    expect(await statusOf('/api/courses/from-document', 'account-owner')).toBe(202);
    expect(await statusOf('/api/courses/from-document', 'app-user')).toBe(403);
    expect(await statusOf('/api/courses/from-document', 'reviewer')).toBe(403);
    expect(await statusOf('/api/courses/from-document', 'restricted-author')).toBe(403);
    expect(await statusOf(`/api/course/${course.id}/lessons/from-document`, 'restricted-author')).toBe(403);
    expect(await statusOf(`/api/course/${course.id}/lessons/from-document`, 'facilitator')).toBe(403);
  });

  it("keeps each account's files, courses and conversions to itself", async () => {
    const mediaId = await uploaded('powerpoint', 'ours.pptx', await samplePptx([{ title: 'Ours' }]));
    const course = await media.fixture.createCourse('Ours');
    const started: DocumentConversion = (await call('POST', `/api/course/${course.id}/lessons/from-document`, { mediaId })).json();
    // Another account's author names our file, our course, our conversion: each is not found.
    expect((await call('POST', '/api/courses/from-document', { mediaId }, 'outsider')).statusCode).toBe(404);
    const theirFile = await uploaded('powerpoint', 'theirs.pptx', await samplePptx([{ title: 'Theirs' }]), 'outsider');
    expect((await call('POST', `/api/course/${course.id}/lessons/from-document`, { mediaId: theirFile }, 'outsider')).statusCode).toBe(404);
    expect((await call('GET', `/api/document-conversions/${started.id}`, undefined, 'outsider')).statusCode).toBe(404);
    expect((await call('POST', `/api/course/${course.id}/lessons/from-document`, { mediaId: theirFile })).statusCode).toBe(404);
  });
});

it('writes only slides of the catalogue', async () => {
  const mediaId = await uploaded('powerpoint', 'check.pptx', await samplePptx([{ title: 'A', paragraphs: ['b'] }]));
  const done = await finished((await call('POST', '/api/courses/from-document', { mediaId })).json());
  for (const slide of await slidesOf(done.lessonId!)) expect(findSlideTemplate(slide.type)).toBeDefined();
});

describe('a conversion whose job died with its server', () => {
  const silence = async (conversionId: string, status: 'queued' | 'running') =>
    media.test.database.db
      .update(documentConversions)
      .set({ status, updatedAt: new Date(media.test.clock.now().getTime() - 60 * 60_000) })
      .where(eq(documentConversions.id, conversionId));
  const cutoff = () => new Date(media.test.clock.now().getTime() - INTERRUPTED_AFTER_MS);

  it('is queued again while it was still queued, and converts once', async () => {
    const mediaId = await uploaded('powerpoint', 'lost.pptx', await samplePptx([{ title: 'Lost job' }], 'Lost job'));
    const started: DocumentConversion = (await call('POST', '/api/courses/from-document', { mediaId })).json();
    await silence(started.id, 'queued');
    expect((await media.test.app.recoverInterruptedWork(cutoff())).documentConversions.requeued).toBeGreaterThanOrEqual(1);
    const done = await finished(started);
    expect(done).toMatchObject({ status: 'done', lessonCount: 1 });
    // The job queued again and the one left waiting found it taken: one course, not two.
    const courses = (await call('GET', '/api/courses?pageSize=100')).json() as { items: { title: string }[] };
    expect(courses.items.filter((course) => course.title === 'Lost job')).toHaveLength(1);
  });

  it('fails with a reason the author can act on when it was running, and is not run again', async () => {
    const mediaId = await uploaded('powerpoint', 'cut.pptx', await samplePptx([{ title: 'Cut off' }]));
    const course = await media.fixture.createCourse('Cut off');
    const started: DocumentConversion = (await call('POST', `/api/course/${course.id}/lessons/from-document`, { mediaId })).json();
    await silence(started.id, 'running');
    expect((await media.test.app.recoverInterruptedWork(cutoff())).documentConversions.failed).toBeGreaterThanOrEqual(1);
    await media.test.jobs.runDue();
    const answer = (await call('GET', `/api/document-conversions/${started.id}`)).json() as DocumentConversion;
    expect(answer).toMatchObject({
      status: 'failed',
      error: { code: 'conversion_interrupted', message: expect.stringContaining('server stopped') },
    });
    expect(await lessonsOf(course.id)).toEqual([]);
  });

  it('is left alone while it shows a sign of life', async () => {
    const mediaId = await uploaded('powerpoint', 'alive.pptx', await samplePptx([{ title: 'Alive' }]));
    const started: DocumentConversion = (await call('POST', '/api/courses/from-document', { mediaId })).json();
    await media.test.app.recoverInterruptedWork(cutoff());
    expect((await call('GET', `/api/document-conversions/${started.id}`)).json()).toMatchObject({ status: 'queued' });
    expect((await finished(started)).status).toBe('done');
  });
});
