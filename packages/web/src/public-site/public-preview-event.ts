import { PUBLIC_PREVIEW_EVENT, type EventBatch } from '@slidewise/core';
import type { PreviewFlags } from './preview-flags.ts';

const VISITOR_KEY = 'slidewise_visitor';

/** A random id kept in the browser, so a visitor's page views hang together without a cookie or an account. */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    const kept = storage?.getItem(VISITOR_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    storage?.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    // Storage refused (a sandboxed frame, private mode): the view still counts, unlinked.
    return crypto.randomUUID();
  }
}

/** Authoring §2: the Public Preview page-view event with its three flags (templates §3.9). */
export function publicPreviewBatch(flags: PreviewFlags, framed: boolean, anonymousId: string, now: Date): EventBatch {
  return {
    batch: [
      {
        type: 'track',
        event: PUBLIC_PREVIEW_EVENT,
        properties: { is_edapp: flags.isEdapp, is_iframe: framed, lesson_only: flags.lessonOnly, course_id: flags.courseId },
        anonymousId,
        messageId: crypto.randomUUID(),
        timestamp: now.toISOString(),
      },
    ],
  };
}

/** Sends the batch; `keepalive` lets it finish when the visitor leaves the page at once. */
export async function sendEvents(batch: EventBatch, post: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await post('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
      keepalive: true,
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    // A page view that cannot be sent is not worth bothering a visitor with.
    return false;
  }
}
