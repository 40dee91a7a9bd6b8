export * from './package-refusals.ts';
