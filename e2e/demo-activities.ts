import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_OWNER, DEMO_PASSWORD, SAMPLE_COURSE } from './demo-accounts.ts';
import { e2eBaseUrl } from './environment.ts';
import { signIn } from './sign-in.ts';

// What the activity specs (discussions and assessments, observations and conferences) set up the same way:
// the seeded demo people, items created by the demo owner in the sample course, and signed-in browsers.

export {
  DEMO_FACILITATOR,
  DEMO_LEARNER,
  DEMO_LEARNER_NAME,
  DEMO_OWNER,
  DEMO_PASSWORD,
  SAMPLE_COURSE,
} from './demo-accounts.ts';

/** What `create` gets: the owner's API session, the sample course's id, and a stamp that keeps titles apart between runs. */
export interface OwnerSetup {
  /** PUTs body to `{path}/new` in the sample course, expects 201 and answers the new item's id. */
  create(path: string, body: Record<string, unknown>): Promise<string>;
  api: APIRequestContext;
  stamp: number;
}

/** Signs in as the demo owner, finds the sample course, runs `create` and closes the session. */
export async function asDemoOwner<T>(create: (setup: OwnerSetup) => Promise<T>): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  try {
    expect((await api.post('/api/auth/login', { data: { email: DEMO_OWNER, password: DEMO_PASSWORD } })).status()).toBe(200);
    const courses = (await (await api.get('/api/courses')).json()) as { items: { id: string; title: string }[] };
    const course = courses.items.find((item) => item.title === SAMPLE_COURSE);
    expect(course, 'the seeded sample course').toBeTruthy();
    const courseId = course!.id;
    return await create({
      api,
      stamp: Date.now(),
      async create(path, body) {
        const response = await api.put(`${path}/new`, { data: { courseId, ...body } });
        expect(response.status(), await response.text()).toBe(201);
        return ((await response.json()) as { id: string }).id;
      },
    });
  } finally {
    await api.dispose();
  }
}

/** A browser of its own, signed in through the sign-in page as `email`. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}
