// Observations, conferences and group training sessions: the pure rules (issue 6).
export * from './observation-flow.ts';
export * from './group-training-flow.ts';
export * from './conference-registration.ts';
