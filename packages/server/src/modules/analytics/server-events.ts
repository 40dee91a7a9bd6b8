import { validateTrackedEvent } from '@slidewise/core';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { appendEvents } from './repo.ts';
import { isExcludedFromAnalytics } from './excluded-people.ts';

/** Whom a server event is about: a person of an account (their roles decide whether it is kept). */
export interface ServerEventSubject {
  accountId: string;
  userId: string;
  roles: readonly string[];
}

/**
 * Records an event the server knows best (a refused sign-in, an upload refused for size), checked against
 * the same plan as the trackers' events. An event that fails the plan is a bug of the caller, so it throws.
 */
export async function recordServerEvent(
  db: Executor,
  clock: Clock,
  subject: ServerEventSubject,
  name: string,
  properties: Record<string, unknown>,
): Promise<void> {
  const validation = validateTrackedEvent({ type: 'track', event: name, properties });
  if (!validation.valid) throw new Error(`server event ${name} does not fit the tracking plan: ${validation.problems.join(' ')}`);
  if (validation.definition?.emittedBy !== 'server') throw new Error(`${name} is not a server event of the tracking plan`);
  if (isExcludedFromAnalytics(subject.roles)) return;
  await appendEvents(db, [
    {
      accountId: subject.accountId,
      userId: subject.userId,
      eventType: 'track',
      eventName: name,
      eventVersion: validation.definition.version,
      properties,
      anonymousId: null,
      messageId: null,
      sentAt: null,
      receivedAt: clock(),
    },
  ]);
}
