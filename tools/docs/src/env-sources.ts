import { relative } from 'node:path';
import { APP_NAMES } from '@csg/config';
import type { z } from 'zod';
import { fleetConfigSchema, ROOT } from '../../fleet/src/config.ts';

/** One environment schema and who reads it: an app, or the launcher. */
export interface EnvSource {
  usedBy: string;
  schema: z.ZodType;
}

export const FLEET = '`npm start`';

/**
 * Every environment schema of the repository: each app's (apps/<app>/src/config.ts, which holds the
 * shared fields of libs/config) and the launcher's. The apps are imported by path, as the lint rule
 * keeps tools from importing an app's code statically.
 */
export async function envSources(): Promise<EnvSource[]> {
  const apps = await Promise.all(
    APP_NAMES.map(async (app) => {
      const { configSchema } = (await import(`../../../apps/${app}/src/config.ts`)) as { configSchema: z.ZodType };
      return { usedBy: app, schema: configSchema };
    }),
  );
  return [...apps, { usedBy: FLEET, schema: fleetConfigSchema }];
}

/** A default that is a path inside the repository is shown relative to it, as on any machine. */
export const repositoryRelative = (value: unknown) =>
  typeof value === 'string' && value.startsWith(`${ROOT}/`) ? relative(ROOT, value) : value;
