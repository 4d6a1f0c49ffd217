import { describe, expect, it } from 'vitest';
import { ALNUM, HEX, randomToken } from '../test-tokens.ts';
import { isEdited, isTimeUuid, isTyped, isWordy, looksGenerated, mixedCaseNoise } from './token-shape.ts';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

describe('looksGenerated', () => {
  it.each([
    randomToken(ALNUM, 32, 1),
    randomToken(HEX, 40, 2),
    `${randomToken(HEX, 8, 3)}-${randomToken(HEX, 4, 4)}-4${randomToken(HEX, 3, 5)}-a${randomToken(HEX, 3, 6)}-${randomToken(HEX, 12, 7)}`,
    randomToken(`${ALNUM}+/`, 44, 8),
  ])('accepts %s', (value) => {
    expect(looksGenerated(value)).toBe(true);
  });

  it.each([
    'configurationForProduction2',
    'https://api.example.com/v1/keys',
    'not-a-valid-key-12345',
    'sha256/with/path/segments',
    'abcdefghijklmnop12',
    `=${randomToken(ALNUM, 31, 9)}`.replace('=', 'a=b'),
    '1234567890123456',
  ])('rejects %s', (value) => {
    expect(looksGenerated(value)).toBe(false);
  });
});

describe('isEdited', () => {
  it('spots one or two characters from outside the alphabet of the rest', () => {
    expect(isEdited(`${randomToken(HEX, 15, 10)}x${randomToken(HEX, 16, 11)}`)).toBe(true);
    expect(isEdited(`${randomToken(LOWER_ALNUM, 20, 12)}Q${randomToken(LOWER_ALNUM, 11, 13)}`)).toBe(true);
    expect(isEdited(randomToken(ALNUM, 32, 14))).toBe(false);
    expect(isEdited(`SK${randomToken(HEX, 32, 15)}`)).toBe(false);
  });
});

describe('isTyped', () => {
  it.each([
    'abcdefghXYZ',
    'aaaaaaK9',
    'x98765432z',
    '1a2b3c4d5e6f',
    'a1B2c3D4e5F6',
    'k123123123123123',
    'zxcv4321uiop',
  ])('%s was typed', (value) => {
    expect(isTyped(value)).toBe(true);
  });

  it('leaves random values alone', () => {
    expect(isTyped(randomToken(ALNUM, 64, 16))).toBe(false);
  });
});

describe('isWordy and isTimeUuid', () => {
  it('tells words from random segments', () => {
    expect(isWordy('com.acme.build_cache')).toBe(true);
    expect(isWordy('QZRT7KX-BWPMVN2-XKCDZTW-HJRTPLS')).toBe(false);
  });

  it('tells clock-based UUIDs from random ones', () => {
    expect(isTimeUuid('6f1c2e4a-9b7d-11ee-8c90-5e2d7c9a1b3f')).toBe(true);
    expect(isTimeUuid('6f1c2e4a-9b7d-41ee-8c90-5e2d7c9a1b3f')).toBe(false);
  });
});

describe('mixedCaseNoise', () => {
  it('needs 20 letters unless the caller lowers the bar', () => {
    expect(mixedCaseNoise('kQzPwRbTnXeL')).toBe(false);
    expect(mixedCaseNoise('kQzPwRbTnXeL', 8)).toBe(true);
  });

  it('rejects words however short the bar', () => {
    expect(mixedCaseNoise('ConfigurationKey', 8)).toBe(false);
    expect(mixedCaseNoise('aAaAaAaAaA', 8)).toBe(false);
  });
});
