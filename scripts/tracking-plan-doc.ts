// Writes docs/tracking-plan.md from the tracking plan of core: `npx tsx scripts/tracking-plan-doc.ts`.
// scripts/tracking-plan-doc.test.ts fails when the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import { renderTrackingPlanDoc } from '../packages/core/src/analytics/tracking-plan-doc.ts';
import { trackingPlanDocPath } from './tracking-plan-doc-path.ts';

writeFileSync(trackingPlanDocPath, renderTrackingPlanDoc());
console.log(`wrote ${trackingPlanDocPath}`);
