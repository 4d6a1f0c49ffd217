import { describe, expect, it } from 'vitest';
import { validatePasswordPolicy } from './password-policy.ts';

describe('validatePasswordPolicy', () => {
  it('accepts 12 to 256 characters with no composition rules', () => {
    expect(validatePasswordPolicy('abcdefghijkl')).toStrictEqual([]);
    expect(validatePasswordPolicy('a'.repeat(256))).toStrictEqual([]);
    expect(validatePasswordPolicy('correct horse battery staple')).toStrictEqual([]);
  });

  it('refuses fewer than 12 characters', () => {
    expect(validatePasswordPolicy('abcdefghijk')).toStrictEqual(['Password must be at least 12 characters']);
    expect(validatePasswordPolicy('')).toStrictEqual(['Password must be at least 12 characters']);
  });

  it('refuses more than 256 characters', () => {
    expect(validatePasswordPolicy('a'.repeat(257))).toStrictEqual(['Password must be at most 256 characters']);
  });

  it('refuses a password that is only whitespace', () => {
    expect(validatePasswordPolicy(' \t'.repeat(8))).toStrictEqual(['Password must not be only whitespace']);
    expect(validatePasswordPolicy('   ')).toStrictEqual([
      'Password must be at least 12 characters',
      'Password must not be only whitespace',
    ]);
  });

  it('counts code points, so 12 emoji are 12 characters', () => {
    expect(validatePasswordPolicy('\u{1F511}'.repeat(12))).toStrictEqual([]);
    expect(validatePasswordPolicy('\u{1F511}'.repeat(11))).toHaveLength(1);
  });
});
