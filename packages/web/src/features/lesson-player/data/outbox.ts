// What the lesson player still has to tell the server, kept in the browser so nothing a learner did is
// lost to a dropped connection or a reload. Pure list operations plus a small localStorage store; the
// sending is in sync.ts. Every call it holds is idempotent on the server, so sending one twice is safe.
import type { SlideResultBody } from '@slidewise/core';

export type OutboxItem =
  | { kind: 'start'; lessonId: string; attemptId: string }
  | { kind: 'result'; attemptId: string; slideId: string; body: SlideResultBody & { answeredAt: string } }
  | { kind: 'position'; attemptId: string; currentSlideIndex: number }
  | { kind: 'finish'; attemptId: string };

/**
 * Adds an item in order. A newer place replaces the attempt's older unsent one (only the latest
 * matters); a slide's result or an attempt's start or finish already waiting is not added twice.
 */
export function enqueue(items: readonly OutboxItem[], item: OutboxItem): OutboxItem[] {
  switch (item.kind) {
    case 'position':
      return [...items.filter((queued) => !(queued.kind === 'position' && queued.attemptId === item.attemptId)), item];
    case 'result':
      if (items.some((queued) => queued.kind === 'result' && queued.attemptId === item.attemptId && queued.slideId === item.slideId))
        return [...items];
      return [...items, item];
    case 'start':
    case 'finish':
      if (items.some((queued) => queued.kind === item.kind && queued.attemptId === item.attemptId)) return [...items];
      return [...items, item];
  }
}

/** The server named the attempt differently (it already had one in progress): later items follow it. */
export function renameAttempt(items: readonly OutboxItem[], from: string, to: string): OutboxItem[] {
  return items.map((item) => (item.attemptId === from ? { ...item, attemptId: to } : item));
}

/** Drops the first item (it was sent, or can never be). */
export function withoutFirst(items: readonly OutboxItem[]): OutboxItem[] {
  return items.slice(1);
}

/** The attempt started on this device whose start has not reached the server yet. */
export function unsentStart(items: readonly OutboxItem[], lessonId: string): string | undefined {
  return items.find((item): item is Extract<OutboxItem, { kind: 'start' }> => item.kind === 'start' && item.lessonId === lessonId)
    ?.attemptId;
}

/** Results of an attempt still waiting to be sent, by slide. */
export function unsentResults(items: readonly OutboxItem[], attemptId: string): Record<string, OutboxResult> {
  const results: Record<string, OutboxResult> = {};
  for (const item of items) if (item.kind === 'result' && item.attemptId === attemptId) results[item.slideId] = item.body;
  return results;
}

type OutboxResult = Extract<OutboxItem, { kind: 'result' }>['body'];

/** The newest place of an attempt waiting to be sent: a result carries one too. */
export function unsentPosition(items: readonly OutboxItem[], attemptId: string): number | undefined {
  let position: number | undefined;
  for (const item of items) {
    if (item.attemptId !== attemptId) continue;
    if (item.kind === 'position') position = item.currentSlideIndex;
    if (item.kind === 'result' && item.body.currentSlideIndex !== undefined) position = item.body.currentSlideIndex;
  }
  return position;
}

export function hasUnsentFinish(items: readonly OutboxItem[], attemptId: string): boolean {
  return items.some((item) => item.kind === 'finish' && item.attemptId === attemptId);
}

// ── Storage: one list per lesson, in this browser ────────────────────────────────────────────────

const storageKey = (lessonId: string) => `slidewise.lessonOutbox.${lessonId}`;

export function readOutbox(lessonId: string): OutboxItem[] {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey(lessonId));
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed) ? parsed.filter(isOutboxItem) : [];
  } catch {
    return [];
  }
}

export function writeOutbox(lessonId: string, items: readonly OutboxItem[]): void {
  try {
    if (items.length === 0) globalThis.localStorage?.removeItem(storageKey(lessonId));
    else globalThis.localStorage?.setItem(storageKey(lessonId), JSON.stringify(items));
  } catch {
    // Storage full or refused: the items stay in memory for this visit and are still sent.
  }
}

// A stored list written by an older build, or edited by hand, must not break the player.
function isOutboxItem(value: unknown): value is OutboxItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  if (typeof item.attemptId !== 'string') return false;
  switch (item.kind) {
    case 'start':
      return typeof item.lessonId === 'string';
    case 'result':
      return typeof item.slideId === 'string' && typeof item.body === 'object' && item.body !== null;
    case 'position':
      return typeof item.currentSlideIndex === 'number';
    case 'finish':
      return true;
    default:
      return false;
  }
}
