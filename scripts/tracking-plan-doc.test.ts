import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTrackingPlanDoc } from '../packages/core/src/analytics/tracking-plan-doc.ts';
import { trackingPlanDocPath } from './tracking-plan-doc-path.ts';

describe('docs/tracking-plan.md', () => {
  it('is what the tracking plan generates (run `npx tsx scripts/tracking-plan-doc.ts` after changing the plan)', () => {
    expect(readFileSync(trackingPlanDocPath, 'utf8')).toBe(renderTrackingPlanDoc());
  });
});
