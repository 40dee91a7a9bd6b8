export * from './test-app.ts';
export * from './test-database.ts';
