import { validateTrackedEvent, type EventBatch, type TrackedEvent } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { HttpError, unauthenticated } from '../../http-error.ts';
import { previewableCourseById } from '../public-site/public-course.ts';
import { appendEventRows, type AnalyticsEventValues } from './repo.ts';
import { groupCommit } from './group-commit.ts';
import { isExcludedFromAnalytics } from './excluded-people.ts';
import { forwardEvents } from './forwarding.ts';

const serverOnlyMessage = (name: string) => `Event ${name} is recorded by the server only.`;

/** One refused event of a batch: its place in the batch and every reason. */
export interface RefusedEvent {
  index: number;
  problems: string[];
}

const invalidEvents = (refused: readonly RefusedEvent[]) =>
  new HttpError(400, 'invalid_events', refused.map((event) => `Event ${event.index + 1}: ${event.problems.join(' ')}`).join(' '), {
    events: refused,
  });

/**
 * Issue 15's pipeline, started for the public preview site: a batch is validated against the tracking
 * plan (templates §5) and stored whole, or refused whole with every problem named. A public event
 * (Public Preview) belongs to the account of the course it names and is kept without the sender's user,
 * signed in or not: a visitor of another account's public page is nobody of that account. Every other
 * event needs a signed-in sender and belongs to their account.
 */
export function createAnalyticsService({ db, clock, config, afterResponse, invalidEvents: invalidEventCounter }: AppContext) {
  async function accountOfPublicEvent(event: TrackedEvent): Promise<string | undefined> {
    const courseId = event.properties?.course_id;
    return typeof courseId === 'string' ? (await previewableCourseById(db, courseId))?.accountId : undefined;
  }
  // Batches posted while an insert is in flight go in the next one together; each answer waits for its commit.
  const appendEvents = groupCommit<AnalyticsEventValues>((rows) => appendEventRows(db, rows));

  return {
    async record(batch: EventBatch, sender: SignedInUser | undefined): Promise<number> {
      const refused: RefusedEvent[] = [];
      const rows: AnalyticsEventValues[] = [];
      const receivedAt = clock();
      for (const [index, event] of batch.batch.entries()) {
        const validation = validateTrackedEvent(event);
        if (!validation.valid) {
          refused.push({ index, problems: validation.problems });
          continue;
        }
        if (validation.definition?.emittedBy === 'server') {
          refused.push({ index, problems: [serverOnlyMessage(validation.definition.name)] });
          continue;
        }
        const common = {
          eventType: event.type,
          eventName: event.event ?? event.name ?? null,
          eventVersion: validation.definition?.version ?? null,
          properties: event.properties ?? {},
          anonymousId: event.anonymousId ?? null,
          messageId: event.messageId ?? null,
          sentAt: event.timestamp ? new Date(event.timestamp) : null,
          receivedAt,
        };
        if (validation.definition?.audience === 'public') {
          const accountId = await accountOfPublicEvent(event);
          if (accountId) rows.push({ ...common, accountId, userId: null });
          else refused.push({ index, problems: [`The course ${String(event.properties?.course_id)} has no public page.`] });
          continue;
        }
        if (!sender) throw unauthenticated('Sign in to record these events: only public events may be sent without an account.');
        // Accepted but not kept: the person is never counted (their tracker cannot know the role).
        if (isExcludedFromAnalytics(sender.roles)) continue;
        rows.push({ ...common, accountId: sender.accountId, userId: sender.id });
      }
      if (refused.length > 0) {
        invalidEventCounter.add(refused.length);
        throw invalidEvents(refused);
      }
      if (rows.length > 0) await appendEvents(rows);
      const forwarding = config.analyticsForwarding;
      if (forwarding) afterResponse.run(() => forwardEvents(forwarding, rows));
      return batch.batch.length;
    },
  };
}
