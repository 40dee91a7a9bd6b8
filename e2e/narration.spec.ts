import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { e2eBaseUrl } from './environment.ts';
import { signIn } from './sign-in.ts';

// AI narration against the real server, with no AI provider configured: the demo owner generates a
// slide's narration with the server's offline voice in the lesson editor, publishes the lesson, and the
// demo learner's player carries the audio (its element has the narration's source, which serves a WAV).

const PASSWORD = 'slidewise-demo';
const OWNER = 'owner@demo.slidewise.dev';
const LEARNER = 'learner@demo.slidewise.dev';
const PLATFORM_ADMIN = 'platform@demo.slidewise.dev';
const DEMO_ACCOUNT = 'Slidewise Demo';
const SAMPLE_COURSE = 'Welcome to Slidewise';

async function apiAs(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  const response = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  return api;
}

/** Turns the AI narration flag of the demo account on or back to its default, as the platform administrator. */
async function setNarrationFlag(value: true | null) {
  const admin = await apiAs(PLATFORM_ADMIN);
  try {
    const listed = (await (await admin.get(`/api/platform/accounts?search=${encodeURIComponent(DEMO_ACCOUNT)}`)).json()) as {
      items: { id: string; name: string }[];
    };
    const account = listed.items.find((item) => item.name === DEMO_ACCOUNT);
    expect(account, 'the demo account').toBeTruthy();
    const changed = await admin.put(`/api/platform/accounts/${account!.id}/flags`, { data: { flags: { 'ai-narration': value } } });
    expect(changed.status(), await changed.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** A lesson of one title slide in the demo's sample course (open to every learner); answers its ids. */
async function lessonToNarrate(owner: APIRequestContext) {
  const courses = (await (await owner.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
  const course = courses.items.find((item) => item.title === SAMPLE_COURSE)!;
  const lesson = (await (
    await owner.post(`/api/course/${course.id}/lessons`, { data: { kind: 'Lesson', title: `Narrated ${Date.now()}` } })
  ).json()) as {
    id: string;
  };
  const slides = [
    {
      id: 'narrated-title',
      type: 'title',
      subtype: 'default',
      name: 'Welcome',
      data: { title: 'Lift with your legs', subtitle: 'Keep your back straight.' },
    },
  ];
  const saved = await owner.put(`/api/lesson-authoring/${lesson.id}`, { data: { slides, latestSavedSlidesStateIdentifier: null } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId: course.id, lessonId: lesson.id };
}

test.beforeAll(() => setNarrationFlag(true));
test.afterAll(() => setNarrationFlag(null));

test('an author generates a slide narration with the offline voice, and the learner’s player carries it', async ({ browser }) => {
  const ownerApi = await apiAs(OWNER);
  const { courseId, lessonId } = await lessonToNarrate(ownerApi);

  const author = await browser.newPage();
  await signIn(author, OWNER);
  await expect(author.getByRole('heading', { name: 'Your courses' })).toBeVisible();
  await author.goto(`/lesson/${lessonId}`);
  await expect(author.getByText('Spoken by the built-in offline voice.', { exact: false })).toBeVisible();
  await author.getByRole('button', { name: 'Generate narration' }).click();
  await expect(author.getByText(/Done: 1 made, 0 already up to date/)).toBeVisible({ timeout: 30_000 });
  await expect(author.locator('[data-save-status="saved"]').first()).toBeVisible();

  // The audio is on the saved slide; publishing makes it the learner's.
  const config = (await (await ownerApi.get(`/api/lesson-authoring/${lessonId}`)).json()) as {
    slides: { data: { narration?: { audio_file?: string } } }[];
  };
  const audioFile = config.slides[0]?.data.narration?.audio_file ?? '';
  expect(audioFile).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/file$/);
  const published = await ownerApi.post(`/api/course/${courseId}/lessons/publish`, { data: { lessonIds: [lessonId] } });
  expect(published.ok(), await published.text()).toBe(true);
  await ownerApi.dispose();
  await author.close();

  const learner = await browser.newPage();
  await signIn(learner, LEARNER);
  await expect(learner).toHaveURL(/\/learn$/);
  await learner.goto(`/learn/lessons/${lessonId}`);
  const audio = learner.locator('.sw-narration audio');
  await expect(audio).toHaveAttribute('src', audioFile);
  // The browser reads it as audio it can play: its length is known once its metadata loads.
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const file = await learner.request.get(audioFile);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^audio\/wav/);
  await learner.close();
});
