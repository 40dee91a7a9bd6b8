import type { TestProject } from 'vitest/node';
import { prepareDatabaseTemplates } from './database-templates.ts';

/**
 * Runs once before the server tests: migrates and seeds the templates every test database is copied
 * from (see test-database.ts), and removes them, with any database left, after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await prepareDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
