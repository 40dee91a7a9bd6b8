// Templates §3.9: events are named, carry a version string and have required and enumeration-limited
// properties. The plan is data, so the validator, the tests generated from it and docs/tracking-plan.md
// all read the same entries. The families live in ./plan, one file per group of families.
import { accountEventFamilies } from './plan/account-events.ts';
import { contentEventFamilies } from './plan/content-events.ts';
import { deliveryEventFamilies } from './plan/delivery-events.ts';
import { engagementEventFamilies } from './plan/engagement-events.ts';
import { learningEventFamilies } from './plan/learning-events.ts';
import { publicPreviewFamilies } from './plan/public-preview.ts';

export { PUBLIC_PREVIEW_EVENT } from './plan/public-preview.ts';

/** How a property's value is checked. `enum` limits it to the listed values. */
export interface TrackedPropertyDefinition {
  type: 'boolean' | 'string' | 'number' | 'integer';
  description: string;
  required: boolean;
  enum?: readonly (string | number | boolean)[];
  /** For strings: a pattern the whole value must match (ids, slugs). */
  pattern?: RegExp;
  maxLength?: number;
}

/**
 * Who may send the event. `public`: anyone, signed in or not (the public preview site); such an event
 * names the course it is about in `course_id`, and the row belongs to that course's account.
 * `signed-in`: only a signed-in person, whose account the row belongs to.
 */
export type TrackedEventAudience = 'public' | 'signed-in';

/**
 * Who records the event. `server`: only the server, at the moment it knows best (a failed sign-in, an upload
 * refused for size); POST /api/events refuses it so nobody can forge one. `client`: the web app or the player.
 */
export type TrackedEventEmitter = 'client' | 'server';

export interface TrackedEventDefinition {
  name: string;
  version: string;
  description: string;
  audience: TrackedEventAudience;
  emittedBy: TrackedEventEmitter;
  properties: Readonly<Record<string, TrackedPropertyDefinition>>;
  /** A valid example, which the generated tests validate. */
  example: Readonly<Record<string, unknown>>;
}

/** The plan, family by family (templates §3.9); docs/tracking-plan.md is generated from it. */
export const trackingPlanFamilies: readonly TrackedEventFamily[] = [
  accountEventFamilies,
  learningEventFamilies,
  engagementEventFamilies,
  contentEventFamilies,
  deliveryEventFamilies,
  publicPreviewFamilies,
].flat();

/** Every event the product records, by name. */
export const trackingPlan: readonly TrackedEventDefinition[] = trackingPlanFamilies.flatMap((family) => family.events);

const planByName = new Map(trackingPlan.map((definition) => [definition.name, definition]));

export function trackedEventDefinition(name: string): TrackedEventDefinition | undefined {
  return planByName.get(name);
}

/** A family of §3.9's catalogue and its events, in the order the generated document lists them. */
export interface TrackedEventFamily {
  family: string;
  events: readonly TrackedEventDefinition[];
}
