import { eventBatchAcceptedSchema, eventBatchSchema } from '../analytics/event-batch.ts';
import { defineContract } from './define.ts';

export const analyticsContracts = {
  // Public so the public preview site can record its page views; the service lets a visitor who is not
  // signed in send only the plan's public events, and the route is rate limited per client address.
  recordEvents: defineContract({
    method: 'POST',
    path: '/api/events',
    permission: 'public',
    tags: ['analytics'],
    summary: 'Record a batch of analytics events, each validated against the tracking plan (all or none)',
    description:
      "400 invalid_events names each refused event by its index and says why ('Event {name} not found in tracking plan.', " +
      'properties on an identify, context, group or page event, a property that fails the plan). A visitor who is not ' +
      'signed in may send only public events (401 otherwise). Events the plan marks as recorded by the server (Login Failed, the ' +
      "upload size limit events) are refused ('Event {name} is recorded by the server only.'). Events of a person with the " +
      'exclude-from-analytics role are accepted and not stored. Refused events are counted in GET /api/health.',
    body: eventBatchSchema,
    responses: { 202: eventBatchAcceptedSchema },
  }),
};
