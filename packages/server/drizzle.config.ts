import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (`npm run db:generate -w @slidewise/server`) and committed;
// the server applies them at start-up on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
