import { describe, expect, it } from 'vitest';
import { eventNotFoundMessage, propertyProblems, validateTrackedEvent } from './event-validation.ts';
import { PUBLIC_PREVIEW_EVENT, trackingPlan, type TrackedEventDefinition } from './tracking-plan.ts';

describe('the Public Preview event', () => {
  it('gives Public Preview its three flags (templates §3.9) and the course it is about', () => {
    const definition = trackingPlan.find((candidate) => candidate.name === PUBLIC_PREVIEW_EVENT)!;
    expect(Object.keys(definition.properties).sort()).toEqual(['course_id', 'is_edapp', 'is_iframe', 'lesson_only']);
    expect(definition.audience).toBe('public');
  });
});

describe('validateTrackedEvent (templates §5)', () => {
  const preview = trackingPlan.find((candidate) => candidate.name === PUBLIC_PREVIEW_EVENT)!;

  it("refuses an event absent from the plan with the spec's message", () => {
    expect(validateTrackedEvent({ type: 'track', event: 'Course Teleported', properties: {} })).toEqual({
      valid: false,
      problems: ['Event Course Teleported not found in tracking plan.'],
    });
    expect(eventNotFoundMessage('X')).toBe('Event X not found in tracking plan.');
  });

  it.each(['page', 'identify', 'group', 'context'] as const)('accepts a %s event without properties and refuses one with them', (type) => {
    expect(validateTrackedEvent({ type }).valid).toBe(true);
    expect(validateTrackedEvent({ type, properties: {} }).valid).toBe(true);
    expect(validateTrackedEvent({ type, properties: { path: '/p/x' } })).toEqual({
      valid: false,
      problems: [`A ${type} event carries no properties (got path).`],
    });
  });

  it('reports every property that fails: missing, of the wrong type, malformed, not in the plan', () => {
    const result = validateTrackedEvent({
      type: 'track',
      event: PUBLIC_PREVIEW_EVENT,
      properties: { is_edapp: 'yes', lesson_only: false, course_id: 'not-a-uuid', colour: 'red' },
    });
    expect(result).toEqual({
      valid: false,
      problems: [
        'Property is_edapp of Public Preview must be a boolean.',
        'Property is_iframe of Public Preview is required.',
        'Property course_id of Public Preview is not in the expected form.',
        'Property colour is not in the tracking plan for Public Preview.',
      ],
    });
    expect(validateTrackedEvent({ type: 'track', event: PUBLIC_PREVIEW_EVENT, properties: { ...preview.example } }).valid).toBe(true);
  });

  it('limits enumerated properties to their values and checks integers and lengths', () => {
    const definition: TrackedEventDefinition = {
      name: 'Results Per Page Changed',
      version: '1.0.0',
      description: 'An example with every kind of rule.',
      audience: 'signed-in',
      emittedBy: 'client',
      properties: {
        per_page: { type: 'integer', required: true, enum: [10, 25, 50], description: 'Rows per page.' },
        label: { type: 'string', required: false, maxLength: 3, description: 'A short label.' },
      },
      example: { per_page: 10 },
    };
    expect(propertyProblems(definition, { per_page: 25 })).toEqual([]);
    expect(propertyProblems(definition, { per_page: 30 })).toEqual([
      'Property per_page of Results Per Page Changed must be one of 10, 25, 50.',
    ]);
    expect(propertyProblems(definition, { per_page: 2.5, label: 'long' })).toEqual([
      'Property per_page of Results Per Page Changed must be an integer.',
      'Property label of Results Per Page Changed must be at most 3 characters.',
    ]);
  });
});
