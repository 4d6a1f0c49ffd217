import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config.ts';
import { detectionEngineOptions, detectionEnv } from './detection-env.ts';

const schema = z.object(detectionEnv());

describe('PHONE_DEFAULT_REGIONS and PHONE_ARABIC_REGIONS', () => {
  it('are read as upper-case region lists, in order, and reach the engine options', () => {
    const config = loadConfig(schema, { PHONE_DEFAULT_REGIONS: 'br, pt ,MX', PHONE_ARABIC_REGIONS: 'EG' });
    expect(detectionEngineOptions(config)).toMatchObject({
      phoneDefaultRegions: ['BR', 'PT', 'MX'],
      phoneArabicRegions: ['EG'],
    });
  });

  it('leave the engine its defaults when unset', () => {
    const options = detectionEngineOptions(loadConfig(schema, {}));
    expect(options.phoneDefaultRegions).toBeUndefined();
    expect(options.phoneArabicRegions).toBeUndefined();
  });

  it('report an unknown region as one line of the start-up report instead of failing later', () => {
    let caught: unknown;
    try {
      loadConfig(schema, { PHONE_DEFAULT_REGIONS: 'US,XX,UK' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toEqual([
      'PHONE_DEFAULT_REGIONS: must list ISO 3166 two-letter region codes, e.g. US,GB,DE (the United Kingdom is GB)',
    ]);
  });

  it('refuse a list that names no region', () => {
    expect(() => loadConfig(schema, { PHONE_ARABIC_REGIONS: ' , ' })).toThrow(ConfigError);
  });
});
