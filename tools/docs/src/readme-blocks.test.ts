import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BLOCK_MARKER, bashBlocks, walkScript } from './readme-blocks.ts';

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

describe('bashBlocks', () => {
  it('takes the ```bash blocks in order with their lines, and leaves ```sh and other blocks out', () => {
    const markdown = [
      '# T',
      fence('bash', 'A=1'),
      fence('sh', 'npm start'),
      fence('json', '{}'),
      fence('bash', 'echo $A'),
    ].join('\n');
    expect(bashBlocks(markdown)).toEqual([
      { line: 2, code: 'A=1' },
      { line: 11, code: 'echo $A' },
    ]);
  });
});

describe('walkScript', () => {
  const run = (script: string) => spawnSync('bash', ['-c', script], { encoding: 'utf8' });

  it('runs the blocks in one shell, so what one block sets the next one reads', () => {
    const result = run(
      walkScript([
        { line: 1, code: 'TOKEN=abc' },
        { line: 5, code: 'echo "token $TOKEN"' },
      ]),
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('token abc');
  });

  it('stops at the first failing command, an unset variable or a failing pipe, the last marker naming that block', () => {
    for (const failing of ['false', 'echo $NEVER_SET', 'false | cat']) {
      const result = run(
        walkScript([
          { line: 1, code: 'true' },
          { line: 9, code: failing },
          { line: 20, code: 'echo after' },
        ]),
      );
      expect(result.status, failing).not.toBe(0);
      expect(result.stdout).not.toContain('after');
      const last = result.stdout.split('\n').findLast((l) => l.startsWith(BLOCK_MARKER));
      expect(last).toBe(`${BLOCK_MARKER} 2/3 (README.md line 9)`);
    }
  });
});
