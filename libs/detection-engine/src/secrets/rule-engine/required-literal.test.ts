import { describe, expect, it } from 'vitest';
import { requiredLiteral } from './required-literal.ts';

describe('requiredLiteral', () => {
  it.each([
    [String.raw`\b(ghp_[A-Za-z0-9]{36})\b`, 'ghp_'],
    [String.raw`([a-z0-9]{2,8}\.scm\.azure-api\.net)`, '.scm.azure-api.net'],
    [String.raw`sk-ant-api03-[\w-]{93}AA`, 'sk-ant-api03-'],
    [String.raw`(?i:xoxe\.xox[bp]-\d)`, 'xoxe.xox'],
    [String.raw`x(?:abc)?yz`, 'yz'],
    [String.raw`a@b`, 'a@b'],
  ])('finds the literal every match of %s contains', (source, literal) => {
    expect(requiredLiteral(source)).toBe(literal);
  });

  it('finds nothing in alternations or optional parts', () => {
    expect(requiredLiteral(String.raw`(?:abc|def)`)).toBe('');
    expect(requiredLiteral(String.raw`abc|def`)).toBe('');
    expect(requiredLiteral(String.raw`(?:abcdef)?[0-9]+`)).toBe('');
  });
});
