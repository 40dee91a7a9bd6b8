export * from './tracking-plan.ts';
export * from './event-validation.ts';
export * from './event-batch.ts';
