import type { TrackedEventDefinition, TrackedPropertyDefinition } from '../tracking-plan.ts';

// Short builders for the plan's entries, so each family file reads as a table of events and properties.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Optional = { required?: boolean };

/** A record's id (a UUID). */
export const idOf = (description: string, { required = true }: Optional = {}): TrackedPropertyDefinition => ({
  type: 'string',
  pattern: uuidPattern,
  required,
  description,
});

export const flag = (description: string, { required = true }: Optional = {}): TrackedPropertyDefinition => ({
  type: 'boolean',
  required,
  description,
});

/** A whole number: a count, a size in bytes, a position. */
export const whole = (description: string, { required = true }: Optional = {}): TrackedPropertyDefinition => ({
  type: 'integer',
  required,
  description,
});

export const decimal = (description: string, { required = true }: Optional = {}): TrackedPropertyDefinition => ({
  type: 'number',
  required,
  description,
});

/** One of the listed values; the values are what the generated document and the validator show. */
export const oneOf = (
  values: readonly string[] | readonly number[],
  description: string,
  { required = true }: Optional = {},
): TrackedPropertyDefinition => ({
  type: typeof values[0] === 'number' ? 'integer' : 'string',
  enum: values,
  required,
  description,
});

/** A short free string such as a provider's name; never free text typed by a person (it may hold personal data). */
export const label = (description: string, maxLength: number, { required = true }: Optional = {}): TrackedPropertyDefinition => ({
  type: 'string',
  maxLength,
  required,
  description,
});

/** A signed-in person's event of the web app or the player, at version 1.0.0 unless told. */
export const clientEvent = (
  name: string,
  description: string,
  properties: TrackedEventDefinition['properties'],
  example: TrackedEventDefinition['example'],
  version = '1.0.0',
): TrackedEventDefinition => ({ name, version, description, audience: 'signed-in', emittedBy: 'client', properties, example });

/** An event only the server records; POST /api/events refuses it. */
export const serverEvent = (
  name: string,
  description: string,
  properties: TrackedEventDefinition['properties'],
  example: TrackedEventDefinition['example'],
  version = '1.0.0',
): TrackedEventDefinition => ({ name, version, description, audience: 'signed-in', emittedBy: 'server', properties, example });

/** Example ids, so the examples read as the same course, lesson and so on across events. */
export const exampleIds = {
  course: '0f8fad5b-d9cb-469f-a165-70867728950e',
  lesson: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  other: '16fd2706-8baf-433b-82eb-8c7fada847da',
} as const;
