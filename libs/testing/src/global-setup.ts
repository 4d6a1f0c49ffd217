import type { TestProject } from 'vitest/node';
import './provided-context.ts';
import { startTestServices, type TestServices } from './test-services.ts';

/**
 * Every vitest project names this file; with `vitest run` at the root they all run in one
 * process, so the services are started once and shared, counted, and stopped by the last one.
 */
const SHARED = Symbol.for('csg.testServices');
type Shared = { services: Promise<TestServices>; users: number };
const registry = globalThis as { [SHARED]?: Shared };

export default async function setup(project: TestProject) {
  const shared = (registry[SHARED] ??= { services: startTestServices(), users: 0 });
  shared.users += 1;
  const services = await shared.services;
  project.provide('pgAdminUrl', services.pgAdminUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('redisSkipReason', services.redisSkipReason);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    await services.stop();
  };
}
