import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

// Uploads against the real server and its disk storage: an author drops a picture on a slide's image field
// and sees it in the slide preview; an author uploads a video, publishes the lesson, and a learner plays it.
// The files are the example media the project ships (packages/web/public/examples).

const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner@demo.slidewise.dev';
const SAMPLE_COURSE = 'Welcome to Slidewise';
const examples = join(import.meta.dirname, '..', 'packages', 'web', 'public', 'examples');
const UPLOADED = /^\/api\/media\/[0-9a-f-]{36}\/file$/;

interface TemplateInfo {
  type: string;
  examples: { subtype: string; name: string; data: Record<string, unknown> }[];
}

/** A lesson of the sample course holding one slide of `type` (its example, the media field emptied). */
async function lessonWithSlide(page: Page, type: string, emptied: Record<string, unknown>) {
  const courses = (await (await page.request.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
  const course = courses.items.find((item) => item.title === SAMPLE_COURSE)!;
  const lesson = (await (
    await page.request.post(`/api/course/${course.id}/lessons`, { data: { kind: 'Lesson', title: `Uploaded ${type} ${Date.now()}` } })
  ).json()) as { id: string };
  const catalogue = (await (await page.request.get('/api/slide-templates')).json()) as { items: TemplateInfo[] };
  const example = catalogue.items.find((item) => item.type === type)!.examples[0]!;
  const slide = { id: `e2e-${type}`, type, subtype: example.subtype, name: example.name, data: { ...example.data, ...emptied } };
  const saved = await page.request.put(`/api/lesson-authoring/${lesson.id}`, {
    data: { slides: [slide], latestSavedSlidesStateIdentifier: null },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId: course.id, lessonId: lesson.id, slideName: example.name };
}

/** Drops a file on a drop zone as the browser does when one is dragged from the desktop. */
async function dropFile(zone: Locator, file: { name: string; type: string; bytes: Buffer }) {
  const dataTransfer = await zone.page().evaluateHandle(
    ({ name, type, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, bytes: [...file.bytes] },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

const saved = (page: Page) => expect(page.locator('[data-save-status="saved"]').first()).toBeVisible();

test('an author drops a picture on a slide’s image field and sees it in the slide preview', async ({ page }) => {
  await signIn(page, OWNER);
  const { lessonId, slideName } = await lessonWithSlide(page, 'image', { url: '' });
  await page.goto(`/lesson/${lessonId}`);
  const form = page.getByRole('tabpanel', { name: 'Slide' });
  const field = form.getByRole('textbox', { name: 'Image (required)' });
  await expect(field).toHaveValue('');

  await dropFile(form.getByTestId('upload-drop-zone').first(), {
    name: 'gloves.jpg',
    type: 'image/jpeg',
    bytes: readFileSync(join(examples, 'images', 'ppe-gloves.jpg')),
  });
  await expect(field).toHaveValue(UPLOADED);
  const address = await field.inputValue();

  // The form previews it, and so does the slide itself.
  await expect(form.getByRole('img', { name: 'Preview of Image' })).toHaveAttribute('src', address);
  const preview = page.getByRole('group', { name: `Preview of slide 1: ${slideName}` });
  const shown = preview.locator(`img[src^="${address}"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await saved(page);
  const stored = (await (await page.request.get(`/api/lesson-authoring/${lessonId}`)).json()) as { slides: { data: { url: string } }[] };
  expect(stored.slides[0]!.data.url).toBe(address);
});

test('an author uploads a video with the file picker and a learner plays it', async ({ page, browser }) => {
  await signIn(page, OWNER);
  const { courseId, lessonId } = await lessonWithSlide(page, 'video', { url: '', duration: 0, autoplay: false });
  await page.goto(`/lesson/${lessonId}`);
  const form = page.getByRole('tabpanel', { name: 'Slide' });
  const field = form.getByRole('textbox', { name: 'Video (required)' });
  await form.getByLabel('Choose a file for Video').setInputFiles(join(examples, 'media', 'hand-washing.mp4'));
  await expect(field).toHaveValue(UPLOADED);
  const address = await field.inputValue();
  // The length is read from the uploaded file (4 s) into the slide.
  await expect(form.getByRole('spinbutton', { name: 'Duration (seconds)' })).toHaveValue('4');
  await saved(page);
  const published = await page.request.post(`/api/course/${courseId}/lessons/publish`, { data: { lessonIds: [lessonId] } });
  expect(published.ok(), await published.text()).toBe(true);

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, LEARNER);
  await learner.goto(`/learn/lessons/${lessonId}`);
  const video = learner.locator('.sw-lesson .sw-slide[data-slide-type="video"] video');
  await expect(video).toHaveAttribute('src', address);
  // Muted, as a browser lets any page play without a tap; the learner's sound switch is the player's business.
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
  await learnerContext.close();
});
