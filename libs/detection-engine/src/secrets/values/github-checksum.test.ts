import { describe, expect, it } from 'vitest';
import { crc32, hasValidGithubChecksum } from './github-checksum.ts';
import { githubToken } from '../test-tokens.ts';

describe('GitHub token checksum', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
  });

  it('accepts a token whose last six characters are the base62 CRC-32 of its body', () => {
    expect(hasValidGithubChecksum(githubToken('ghp', 3))).toBe(true);
    expect(hasValidGithubChecksum(githubToken('ghs', 4))).toBe(true);
  });

  it('rejects a token with one character changed, or of another shape', () => {
    const token = githubToken('ghp', 3);
    const changed = `${token.slice(0, 10)}${token[10] === 'a' ? 'b' : 'a'}${token.slice(11)}`;
    expect(hasValidGithubChecksum(changed)).toBe(false);
    expect(hasValidGithubChecksum(`${token}x`)).toBe(false);
    expect(hasValidGithubChecksum(token.replace('ghp_', 'abc_'))).toBe(false);
  });
});
