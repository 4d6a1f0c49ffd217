import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../test-support.ts';
import { secretDetectors } from './index.ts';
import { secretRules } from './rules/index.ts';
import { DISTINCTIVE_VENDOR_NAMES, EVERYDAY_VENDOR_NAMES } from './vendors/vendor-names.ts';

const SIZE = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const keywords = [
  ...new Set([
    ...secretRules.flatMap((rule) => [...rule.keywords, ...rule.parts.flatMap((part) => part.after ?? [])]),
    ...DISTINCTIVE_VENDOR_NAMES,
    ...EVERYDAY_VENDOR_NAMES,
  ]),
];

// Inputs that make naive secret regexes backtrack: long runs of token characters with no
// delimiter, keywords repeated densely, unterminated blocks, separators that nested
// quantifiers can split many ways.
const INPUTS: [string, string][] = [
  ['one letter', fill('a')],
  ['token characters', fill('aZ9_-')],
  ['dotted labels', fill('a.')],
  ['colons', fill('a:')],
  ['at signs', fill('a@a.')],
  ['equals', fill('key=')],
  ['quotes', fill('password="')],
  ['every keyword', fill(`${keywords.join(' = x1 ')} `)],
  ['every keyword glued to tokens', fill(keywords.map((keyword) => `${keyword}${'A1b2'.repeat(12)}`).join('.'))],
  ['unterminated private key', `-----BEGIN RSA PRIVATE KEY-----\n${fill('QUJD')}`],
  ['repeated key headers', fill('-----BEGIN PRIVATE KEY-----\nMIIE')],
  ['jwt fragments', fill('eyJhbGciOi.eyJ')],
  ['url userinfo', fill('postgres://u:p')],
  ['curl continuation', `curl ${fill('-H x \\\n')}`],
  ['assignment chain', fill('api_key_secret_token_password_')],
  ['vendor names before tokens', fill(`stripe cloudflare=${'A1b2'.repeat(40)} `)],
  ['unclosed quotes after keys', fill('token = "abc ')],
  ['compared literals', fill('"x" == password && ')],
  ['numeric ids', fill('cloudflare 1234567890:')],
];

describe('secret detection on adversarial input', () => {
  it.each(INPUTS)('finishes quickly on 100 KB of %s', (_name, text) => {
    const started = performance.now();
    for (const detector of secretDetectors) detector.detect(plainText(text), DEFAULT_CONTEXT);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
