import { defineConfig } from 'drizzle-kit';

// Paths are relative to libs/db: run drizzle-kit from this folder (`pnpm db:generate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});
