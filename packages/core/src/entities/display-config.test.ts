import { expect, it } from 'vitest';
import { defaultDisplayConfig, displayConfigSchema } from './display-config.ts';

it('display config defaults to ltr, minimumScore 0 and inheriting from the parent, and round-trips', () => {
  const config = defaultDisplayConfig();
  expect(config).toMatchObject({ direction: 'ltr', minimumScore: 0, language: 'en-US' });
  expect(Object.values(config.preferences)).toEqual([true, true, true, true]);
  expect(displayConfigSchema.parse(config)).toEqual(config);
  expect(displayConfigSchema.safeParse({ ...config, customCss: 'x'.repeat(50_001) }).success).toBe(false);
});
