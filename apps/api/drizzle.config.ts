import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are SQL files committed in the repository and
// applied by the server at start-up (src/db/migrate.ts), for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
