import { fileURLToPath } from 'node:url';

export const trackingPlanDocPath = fileURLToPath(new URL('../docs/tracking-plan.md', import.meta.url));
