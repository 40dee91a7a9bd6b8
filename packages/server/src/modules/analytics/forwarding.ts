import type { AnalyticsEventValues } from './repo.ts';

// Issue 15: each environment may forward its events to a third-party destination through a
// Segment-compatible HTTP API (POST {endpoint}/v1/batch, the write key as the Basic user). Only events
// already stored are forwarded (valid, not of excluded people), after the answer, and a destination that
// fails loses nothing here: the rows are kept in analytics_events either way.

export interface AnalyticsForwarding {
  endpoint: string;
  writeKey: string;
}

/** The events in the destination's batch format: the account is the group, the person the user. */
export function segmentBatch(rows: readonly AnalyticsEventValues[]) {
  return {
    batch: rows.map((row) => ({
      type: row.eventType,
      ...(row.eventType === 'track' ? { event: row.eventName } : {}),
      ...(row.eventType === 'page' && row.eventName ? { name: row.eventName } : {}),
      properties: row.properties ?? {},
      ...(row.userId ? { userId: row.userId } : { anonymousId: row.anonymousId ?? `account-${row.accountId}` }),
      context: { groupId: row.accountId },
      timestamp: (row.sentAt ?? row.receivedAt ?? new Date()).toISOString(),
      ...(row.messageId ? { messageId: row.messageId } : {}),
    })),
  };
}

/** Posts the rows to the destination; a failure throws, for afterResponse to log (never to the sender). */
export async function forwardEvents(
  forwarding: AnalyticsForwarding,
  rows: readonly AnalyticsEventValues[],
  post: typeof fetch = fetch,
): Promise<void> {
  if (rows.length === 0) return;
  const response = await post(`${forwarding.endpoint}/v1/batch`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${forwarding.writeKey}:`).toString('base64')}`,
    },
    body: JSON.stringify(segmentBatch(rows)),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`analytics: the forwarding destination answered ${response.status}`);
}
