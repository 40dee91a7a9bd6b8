// The lesson's data is asked for as soon as the router matches /learn/lessons/:lessonId, while the
// session check (/api/me) and the page's code are still on their way, instead of after both. This file
// is in the app's first download, so it holds a bare fetch: the answer is checked by the page's query.

interface EarlyFetch {
  body: Promise<unknown>;
  startedAt: number;
}

/** An early answer older than this is not used (the learner may have played elsewhere meanwhile). */
const EARLY_FETCH_FRESH_MS = 10_000;

const pending = new Map<string, EarlyFetch>();

export function startLessonFetch(lessonId: string): void {
  const existing = pending.get(lessonId);
  if (existing && Date.now() - existing.startedAt < EARLY_FETCH_FRESH_MS) return;
  const body = fetch(`/api/learner/lessons/${encodeURIComponent(lessonId)}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  }).then((response) => (response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`HTTP ${response.status}`))));
  // A failure is for the page's own request to meet and report; this one is only a head start.
  body.catch(() => undefined);
  pending.set(lessonId, { body, startedAt: Date.now() });
}

/** The early answer's body, once (a later visit asks again), or undefined when there is none fresh. */
export function takeEarlyLesson(lessonId: string): Promise<unknown> | undefined {
  const early = pending.get(lessonId);
  pending.delete(lessonId);
  if (!early || Date.now() - early.startedAt >= EARLY_FETCH_FRESH_MS) return undefined;
  return early.body;
}
