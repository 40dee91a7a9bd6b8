import { describe, expect, it } from 'vitest';
import { validateTrackedEvent } from './event-validation.ts';
import { trackingPlan, trackingPlanFamilies, type TrackedPropertyDefinition } from './tracking-plan.ts';

// Tests generated from the plan: for every event, its example passes and each kind of invalid event is
// refused with the sentence templates §5 and §8 ask for.

/** A value of another type than the property's, so the type check must refuse it. */
const wrongTypeValue = (rule: TrackedPropertyDefinition) => (rule.type === 'string' ? 42 : 'forty-two');
const typeName = (rule: TrackedPropertyDefinition) => (rule.type === 'integer' ? 'an integer' : `a ${rule.type}`);

const events = trackingPlan.map((definition) => [definition.name, definition] as const);
const properties = trackingPlan.flatMap((definition) =>
  Object.entries(definition.properties).map(([property, rule]) => [`${definition.name}.${property}`, definition, property, rule] as const),
);

describe('every event of the tracking plan', () => {
  it.each(events)('%s: its example validates', (_name, definition) => {
    expect(validateTrackedEvent({ type: 'track', event: definition.name, properties: definition.example })).toEqual({
      valid: true,
      definition,
    });
  });

  it.each(events)('%s: a property outside the plan is refused', (name, definition) => {
    expect(validateTrackedEvent({ type: 'track', event: name, properties: { ...definition.example, user_email: 'a@b.c' } })).toEqual({
      valid: false,
      problems: [`Property user_email is not in the tracking plan for ${name}.`],
    });
  });

  it.each(events)('%s: a misspelt name is not found in the plan', (name, definition) => {
    const misspelt = `${name}d`;
    expect(validateTrackedEvent({ type: 'track', event: misspelt, properties: definition.example })).toEqual({
      valid: false,
      problems: [`Event ${misspelt} not found in tracking plan.`],
    });
  });
});

describe('every property of the tracking plan', () => {
  it.each(properties)('%s: a value of the wrong type is refused', (_key, definition, property, rule) => {
    const sent = { ...definition.example, [property]: wrongTypeValue(rule) };
    expect(validateTrackedEvent({ type: 'track', event: definition.name, properties: sent })).toEqual({
      valid: false,
      problems: [`Property ${property} of ${definition.name} must be ${typeName(rule)}.`],
    });
  });

  it.each(properties.filter(([, , , rule]) => rule.required))('%s: leaving it out is refused', (_key, definition, property) => {
    const { [property]: _left, ...sent } = definition.example;
    expect(validateTrackedEvent({ type: 'track', event: definition.name, properties: sent })).toEqual({
      valid: false,
      problems: [`Property ${property} of ${definition.name} is required.`],
    });
  });

  it.each(properties.filter(([, , , rule]) => rule.enum))(
    '%s: a value outside its enumeration is refused',
    (_key, definition, property, rule) => {
      const outside = rule.type === 'string' ? 'not-a-listed-value' : 7;
      expect(
        validateTrackedEvent({ type: 'track', event: definition.name, properties: { ...definition.example, [property]: outside } }),
      ).toEqual({
        valid: false,
        problems: [`Property ${property} of ${definition.name} must be one of ${rule.enum!.map(String).join(', ')}.`],
      });
    },
  );

  it.each(properties.filter(([, , , rule]) => rule.pattern))('%s: a malformed id is refused', (_key, definition, property) => {
    expect(
      validateTrackedEvent({ type: 'track', event: definition.name, properties: { ...definition.example, [property]: 'course-1' } }),
    ).toEqual({
      valid: false,
      problems: [`Property ${property} of ${definition.name} is not in the expected form.`],
    });
  });
});

describe('the shape of the plan (templates §3.9)', () => {
  it('names each event once, with a semantic version, a description for every property and an example of every optional one', () => {
    const names = trackingPlan.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const definition of trackingPlan) {
      expect(definition.version).toMatch(/^\d+\.\d+\.\d+$/);
      for (const [property, rule] of Object.entries(definition.properties)) {
        expect(rule.description).not.toBe('');
        expect(definition.example, `${definition.name}.${property}`).toHaveProperty(property);
      }
    }
  });

  it('covers every family the catalogue lists', () => {
    expect(trackingPlanFamilies.map((family) => family.family)).toEqual([
      'Sign-up and login',
      'Invite codes and links',
      'Courses',
      'Lessons',
      'Playlists',
      'Brain Boost',
      'Rapid Refresh',
      'Observations',
      'Leaderboards',
      'Achievements',
      'Banners',
      'Search',
      'Results per page',
      'File and presentation upload',
      'AI generation',
      'Group training sessions',
      'Certificates and integrations',
      'Public Preview',
    ]);
    for (const name of ['Login Failed', 'Registration Failed', 'Sign Up Failed Existing Account', 'Register Via Invite Code Failed'])
      expect(trackingPlan.map((definition) => definition.name)).toContain(name);
    const inviteFailure = trackingPlan.find((definition) => definition.name === 'Register Via Invite Code Failed')!;
    expect(inviteFailure.properties.error_code?.required).toBe(true);
  });
});
