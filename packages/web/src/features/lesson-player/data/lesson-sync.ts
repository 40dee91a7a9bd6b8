// Sends the lesson player's outbox to the server in order, one call at a time, keeping it in the
// browser until each call is answered. A lost connection or a failing server leaves the rest queued
// and tries again later (and at once when the browser comes back online); a call the server refuses
// for good (the attempt is finished, the lesson is locked) is dropped, since sending it again cannot help.
import type { Attempt, AttemptFinishResponse, SlideResultBody } from '@slidewise/core';
import { isApiError, type ApiError } from '../../../api/index.ts';
import { enqueue, readOutbox, renameAttempt, withoutFirst, writeOutbox, type OutboxItem } from './outbox.ts';

export interface SyncTransport {
  start(lessonId: string, attemptId: string): Promise<Attempt>;
  result(attemptId: string, slideId: string, body: SlideResultBody): Promise<Attempt>;
  position(attemptId: string, currentSlideIndex: number): Promise<Attempt>;
  finish(attemptId: string): Promise<AttemptFinishResponse>;
}

/** `offline`: the last call never reached the server; `failed`: it answered with a server error. */
export type SyncWaiting = 'none' | 'offline' | 'failed';

export interface SyncEvents {
  onFinished?(response: AttemptFinishResponse): void;
  /** The server refused to start the attempt: the lesson is locked (409 lesson-locked). */
  onLocked?(error: ApiError): void;
  /** The server already had an attempt in progress and answered with it. */
  onAttemptRenamed?(from: string, to: string): void;
  onWaitingChange?(waiting: SyncWaiting, pending: number): void;
}

export interface OutboxStore {
  read(lessonId: string): OutboxItem[];
  write(lessonId: string, items: readonly OutboxItem[]): void;
}

const browserStore: OutboxStore = { read: readOutbox, write: writeOutbox };

/** Waits between tries after a failure: 2 s, doubling, at most 30 s. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;

export class LessonSync {
  private items: OutboxItem[];
  private flushing: Promise<void> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_FIRST_MS;
  private waiting: SyncWaiting = 'none';
  private disposed = false;

  constructor(
    private readonly lessonId: string,
    private readonly transport: SyncTransport,
    private readonly events: SyncEvents = {},
    private readonly store: OutboxStore = browserStore,
  ) {
    this.items = store.read(lessonId);
  }

  get pending(): readonly OutboxItem[] {
    return this.items;
  }

  /** Queues a call (kept in the browser at once) and starts sending. */
  add(item: OutboxItem): Promise<void> {
    this.replace(enqueue(this.items, item));
    return this.flush();
  }

  /** Sends everything queued; one run at a time (a second call joins the running one). */
  flush(): Promise<void> {
    if (this.disposed) return Promise.resolve();
    if (!this.flushing) {
      this.clearRetry();
      this.flushing = this.drain().finally(() => {
        this.flushing = undefined;
      });
    }
    return this.flushing;
  }

  dispose(): void {
    this.disposed = true;
    this.clearRetry();
  }

  private async drain(): Promise<void> {
    // Items added while a call is in flight are sent in the same run.
    while (!this.disposed && this.items.length > 0) {
      const item = this.items[0]!;
      const outcome = await this.send(item);
      if (outcome === 'retry') {
        this.scheduleRetry();
        return;
      }
      // The first item is still the one just sent: add() only appends, and renames keep order.
      this.replace(withoutFirst(this.items));
    }
    this.retryDelay = RETRY_FIRST_MS;
    this.setWaiting('none');
  }

  private async send(item: OutboxItem): Promise<'sent' | 'dropped' | 'retry'> {
    try {
      switch (item.kind) {
        case 'start': {
          const attempt = await this.transport.start(item.lessonId, item.attemptId);
          if (attempt.id !== item.attemptId) {
            this.replace(renameAttempt(this.items, item.attemptId, attempt.id));
            this.events.onAttemptRenamed?.(item.attemptId, attempt.id);
          }
          return 'sent';
        }
        case 'result':
          await this.transport.result(item.attemptId, item.slideId, item.body);
          return 'sent';
        case 'position':
          await this.transport.position(item.attemptId, item.currentSlideIndex);
          return 'sent';
        case 'finish': {
          // Sent whether or not anyone listens (`onFinished?.(await …)` would skip the call without a listener).
          const finished = await this.transport.finish(item.attemptId);
          this.events.onFinished?.(finished);
          return 'sent';
        }
      }
    } catch (error) {
      if (!isApiError(error)) return 'dropped'; // the server answered 2xx in a shape we could not read: it has the call
      if (error.isNetworkFailure) {
        this.setWaiting('offline');
        return 'retry';
      }
      // A server error, a timeout, too many calls or an ended session may pass: keep the item.
      if (error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401) {
        this.setWaiting('failed');
        return 'retry';
      }
      if (item.kind === 'start' && error.status === 409) {
        // Nothing of a locked lesson's attempt can be stored: drop what followed the start too.
        this.replace(this.items.filter((queued) => queued === item || queued.attemptId !== item.attemptId));
        this.events.onLocked?.(error);
      }
      return 'dropped';
    }
  }

  private replace(items: OutboxItem[]): void {
    this.items = items;
    // A disposed sync (the page left, or React's development double mount) may still finish its call in
    // flight; the store now belongs to the next one, which sends again whatever this one did not clear.
    if (!this.disposed) this.store.write(this.lessonId, items);
    this.events.onWaitingChange?.(this.waiting, items.length);
  }

  private setWaiting(waiting: SyncWaiting): void {
    if (this.waiting === waiting) return;
    this.waiting = waiting;
    this.events.onWaitingChange?.(waiting, this.items.length);
  }

  private scheduleRetry(): void {
    if (this.disposed) return;
    this.retryTimer = setTimeout(() => void this.flush(), this.retryDelay);
    this.retryDelay = Math.min(RETRY_MAX_MS, this.retryDelay * 2);
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}
