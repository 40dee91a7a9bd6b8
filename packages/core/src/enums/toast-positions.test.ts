import { expect, it } from 'vitest';
import { toastPositions, toastPositionSchema } from './toast-positions.ts';

it('has the six toast positions of templates §9', () => {
  expect(toastPositions).toEqual(['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right']);
  expect(toastPositionSchema.safeParse('center').success).toBe(false);
});
