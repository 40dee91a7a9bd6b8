import { z } from 'zod';
import { trackedEventTypes } from './event-validation.ts';

/** Most events one request may carry: a tracker sends what it kept offline in batches of at most this many. */
export const MAX_EVENTS_PER_BATCH = 100;

// The wire shape of one event, Segment-compatible so a batch can be forwarded unchanged (issue 15). Only
// the structure is checked here; whether the event is in the tracking plan and its properties fit it is
// validateTrackedEvent's answer, reported per event.
export const trackedEventSchema = z.object({
  type: z.enum(trackedEventTypes),
  /** The event's name, for track events. */
  event: z.string().min(1).max(200).optional(),
  /** The page's name, for page events. */
  name: z.string().min(1).max(200).optional(),
  properties: z.record(z.string().max(100), z.unknown()).optional(),
  /** When it happened on the sender's clock; the server's receipt time is kept beside it. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
  /** The sender's id for the event, so a batch sent again after a lost answer is stored once. */
  messageId: z.string().min(1).max(100).optional(),
  /** The visitor's id in the sender's storage, for visitors who are not signed in. */
  anonymousId: z.string().min(1).max(100).optional(),
});
export type TrackedEvent = z.infer<typeof trackedEventSchema>;

export const eventBatchSchema = z.object({ batch: z.array(trackedEventSchema).min(1).max(MAX_EVENTS_PER_BATCH) });
export type EventBatch = z.infer<typeof eventBatchSchema>;

export const eventBatchAcceptedSchema = z.object({ accepted: z.number().int().min(0) });
export type EventBatchAccepted = z.infer<typeof eventBatchAcceptedSchema>;
