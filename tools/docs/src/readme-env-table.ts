import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ROOT } from '../../fleet/src/config.ts';
import { envSources, repositoryRelative } from './env-sources.ts';
import { envRows, envTable, withEnvTable } from './env-table.ts';

export const README = resolve(ROOT, 'README.md');

/** The README as it should be: its environment table generated from the schemas, then formatted as `npm run format` would. */
export async function readmeWithGeneratedTable(current: string): Promise<string> {
  const table = envTable(envRows(await envSources(), repositoryRelative));
  const options = await resolveConfig(README);
  return format(withEnvTable(current, table), { ...options, filepath: README });
}
