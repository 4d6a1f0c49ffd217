import { defineConfig } from 'vitest/config';

// `pnpm test` runs every project; each project's own vitest.config.ts holds its settings.
export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'libs/*/vitest.config.ts', 'tools/*/vitest.config.ts'],
    reporters: ['default', './libs/testing/src/summary-reporter.ts'],
  },
});
