import { describe, expect, it } from 'vitest';
import { featureFlagDefaults, featureFlags, resolveFeatureFlags } from './feature-flags.ts';

describe('feature flags (spec §6)', () => {
  it('are the fourteen of the spec, each with a default in code', () => {
    expect(featureFlags).toHaveLength(14);
    expect(Object.keys(featureFlagDefaults)).toEqual([...featureFlags]);
  });

  it("resolve an account's own values over the defaults, ignoring names and values that are not flags", () => {
    const values = resolveFeatureFlags({ 'ai-narration': true, 'course-sharing': false, 'made-up': true });
    expect(values).toMatchObject({ 'ai-narration': true, 'course-sharing': false, 'mindful-learning': false });
    expect(values).not.toHaveProperty('made-up');
    expect(resolveFeatureFlags({})).toEqual(featureFlagDefaults);
  });
});
