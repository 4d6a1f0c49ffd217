import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const globalSetup = fileURLToPath(new URL('./global-setup.ts', import.meta.url));

/**
 * The vitest settings every project shares: tests beside the code and under test/, and the global
 * set-up that finds PostgreSQL and Redis once per run.
 */
export function testProject(root: string, name: string) {
  return defineProject({
    test: {
      name,
      root,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: [globalSetup],
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });
}
