import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseEnv } from './env-fields.ts';
import { ConfigError, loadConfig } from './load-config.ts';

const schema = z.object(databaseEnv());
const url = 'postgres://gateway@db:5432/gateway';

describe('databaseEnv', () => {
  it('migrates at start unless MIGRATE_ON_START says false, so npm start and a lone app keep migrating', () => {
    expect(loadConfig(schema, { DATABASE_URL: url }).MIGRATE_ON_START).toBe(true);
    expect(loadConfig(schema, { DATABASE_URL: url, MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(loadConfig(schema, { DATABASE_URL: url, MIGRATE_ON_START: '0' }).MIGRATE_ON_START).toBe(false);
    expect(loadConfig(schema, { DATABASE_URL: url, MIGRATE_ON_START: '' }).MIGRATE_ON_START).toBe(true);
  });

  it('refuses a MIGRATE_ON_START that is not a boolean, naming the variable', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: url, MIGRATE_ON_START: 'no' })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { DATABASE_URL: url, MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START/);
  });
});
