export * from './tracking-plan.ts';
export * from './event-validation.ts';
export * from './event-batch.ts';
export * from './plan/account-events.ts';
export * from './plan/learning-events.ts';
export * from './plan/engagement-events.ts';
export * from './plan/content-events.ts';
export * from './tracking-plan-doc.ts';
