import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envRows, fieldFacts, withEnvTable, END_MARKER, START_MARKER } from './env-table.ts';
import { README, readmeWithGeneratedTable } from './readme-env-table.ts';

describe("the README's environment table", () => {
  it('is the table generated from the config schemas (run npm run docs:env-table after changing one)', async () => {
    const current = await readFile(README, 'utf8');
    expect(current).toBe(await readmeWithGeneratedTable(current));
  });
});

describe('envRows', () => {
  it('refuses a variable without a description, naming it and who reads it', () => {
    const sources = [{ usedBy: 'admin', schema: z.object({ NEW_SETTING: z.string().optional() }) }];
    expect(() => envRows(sources)).toThrow('no description for NEW_SETTING (admin)');
  });

  it('lists a variable once, with the default and meaning each reader gives it when they differ', () => {
    const sources = [
      { usedBy: 'admin', schema: z.object({ PORT: z.coerce.number().default(3105).describe('port') }) },
      { usedBy: 'detection', schema: z.object({ PORT: z.coerce.number().default(3102).describe('port') }) },
    ];
    expect(envRows(sources)).toEqual([
      { name: 'PORT', usedBy: 'admin, detection', default: '`3105` (admin); `3102` (detection)', meaning: 'port' },
    ]);
  });
});

describe('fieldFacts', () => {
  it('reads defaults and descriptions through optional, default and transforms', () => {
    const flag = z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true');
    expect(fieldFacts(flag.describe('a flag'))).toEqual({ default: '`false`', description: 'a flag' });
    expect(fieldFacts(z.string().describe('inner').optional())).toEqual({ default: 'unset', description: 'inner' });
    expect(fieldFacts(z.string().default('').describe('list'))).toEqual({ default: 'empty', description: 'list' });
    expect(fieldFacts(z.string().meta({ description: 'secret' }))).toEqual({
      default: 'required',
      description: 'secret',
    });
  });
});

describe('withEnvTable', () => {
  it('replaces only what lies between the markers, and refuses a README without them', () => {
    const readme = `# R\n\n${START_MARKER}\nold\n${END_MARKER}\n\nafter\n`;
    expect(withEnvTable(readme, 'new')).toBe(`# R\n\n${START_MARKER}\n\nnew\n\n${END_MARKER}\n\nafter\n`);
    expect(() => withEnvTable('# R\n', 'new')).toThrow(/markers/);
  });
});
