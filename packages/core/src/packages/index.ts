export * from './package-refusals.ts';
export * from './runtime-outcome.ts';
export * from './package-result.ts';
