export * from './package-refusals.ts';
export * from './runtime-outcome.ts';
