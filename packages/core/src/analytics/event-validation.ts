import { trackedEventDefinition, type TrackedEventDefinition, type TrackedPropertyDefinition } from './tracking-plan.ts';

// Templates §5 tracking validation and §8 tracking errors: an event absent from the plan is invalid
// ('Event {name} not found in tracking plan.'); identify, context, group and page events carry no
// properties; properties that fail the plan's schema are reported, each by name.

/** The kinds of call a tracker makes (Segment's vocabulary). Only `track` events are named in the plan. */
export const trackedEventTypes = ['track', 'page', 'identify', 'group', 'context'] as const;
export type TrackedEventType = (typeof trackedEventTypes)[number];

export interface EventToValidate {
  type: TrackedEventType;
  /** The event's name (track events). */
  event?: string;
  properties?: Readonly<Record<string, unknown>>;
}

export type EventValidation = { valid: true; definition: TrackedEventDefinition | undefined } | { valid: false; problems: string[] };

export const eventNotFoundMessage = (name: string) => `Event ${name} not found in tracking plan.`;

export function validateTrackedEvent(event: EventToValidate): EventValidation {
  const properties = event.properties ?? {};
  if (event.type !== 'track') {
    const names = Object.keys(properties);
    if (names.length > 0) return { valid: false, problems: [`A ${event.type} event carries no properties (got ${names.join(', ')}).`] };
    return { valid: true, definition: undefined };
  }
  const name = event.event ?? '';
  const definition = trackedEventDefinition(name);
  if (!definition) return { valid: false, problems: [eventNotFoundMessage(name)] };
  const problems = propertyProblems(definition, properties);
  return problems.length === 0 ? { valid: true, definition } : { valid: false, problems };
}

/** The problems of these properties against an event definition of the plan, one sentence each. */
export function propertyProblems(definition: TrackedEventDefinition, properties: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const [property, rule] of Object.entries(definition.properties)) {
    const value = properties[property];
    if (value === undefined) {
      if (rule.required) problems.push(`Property ${property} of ${definition.name} is required.`);
      continue;
    }
    const problem = valueProblem(rule, value);
    if (problem) problems.push(`Property ${property} of ${definition.name} ${problem}.`);
  }
  for (const property of Object.keys(properties)) {
    if (!(property in definition.properties)) problems.push(`Property ${property} is not in the tracking plan for ${definition.name}.`);
  }
  return problems;
}

function valueProblem(rule: TrackedPropertyDefinition, value: unknown): string | undefined {
  if (!hasType(rule.type, value)) return `must be ${rule.type === 'integer' ? 'an integer' : `a ${rule.type}`}`;
  if (rule.enum && !rule.enum.includes(value as string | number | boolean)) return `must be one of ${rule.enum.map(String).join(', ')}`;
  if (typeof value === 'string') {
    if (rule.maxLength !== undefined && value.length > rule.maxLength) return `must be at most ${rule.maxLength} characters`;
    if (rule.pattern && !rule.pattern.test(value)) return 'is not in the expected form';
  }
  return undefined;
}

function hasType(type: TrackedPropertyDefinition['type'], value: unknown): boolean {
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
  }
}
