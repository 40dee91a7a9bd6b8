// Templates §3.9: events are named, carry a version string and have required and enumeration-limited
// properties. The plan is data, so the validator, the tests generated from it and docs/tracking-plan.md
// all read the same entries. Issue 15 adds the other event families of §3.9 here.

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

export interface TrackedEventDefinition {
  name: string;
  version: string;
  description: string;
  audience: TrackedEventAudience;
  properties: Readonly<Record<string, TrackedPropertyDefinition>>;
  /** A valid example, which the generated tests validate. */
  example: Readonly<Record<string, unknown>>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PUBLIC_PREVIEW_EVENT = 'Public Preview';

/** Every event the product records, by name. */
export const trackingPlan: readonly TrackedEventDefinition[] = [
  {
    // Authoring §2 and templates §3.9: after each route change on the public preview site.
    name: PUBLIC_PREVIEW_EVENT,
    version: '1.0.0',
    description: 'A page of the public course preview site was shown (after each route change).',
    audience: 'public',
    properties: {
      is_edapp: { type: 'boolean', required: true, description: "The page is shown in the account's branded variant." },
      is_iframe: { type: 'boolean', required: true, description: 'The page is displayed inside a frame of another site (embed mode).' },
      lesson_only: { type: 'boolean', required: true, description: 'Only the lesson is shown, without the course page around it.' },
      course_id: {
        type: 'string',
        required: true,
        pattern: uuidPattern,
        description: 'The course the page shows; the event belongs to its account.',
      },
    },
    example: { is_edapp: false, is_iframe: true, lesson_only: false, course_id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  },
];

const planByName = new Map(trackingPlan.map((definition) => [definition.name, definition]));

export function trackedEventDefinition(name: string): TrackedEventDefinition | undefined {
  return planByName.get(name);
}
