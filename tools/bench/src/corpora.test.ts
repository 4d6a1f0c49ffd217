import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evalDir, loadJailbreak, loadPii, loadSecrets, loadToxicity } from './corpora.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-corpora-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, lines: readonly (object | string)[]) =>
  writeFileSync(join(dir, name), lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'));

async function all<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe('evalDir', () => {
  it('defaults to the shared eval folder beside the repository and honours EVAL_DIR', () => {
    expect(evalDir({})).toMatch(/[/\\]shared[/\\]eval$/);
    expect(evalDir({ EVAL_DIR: '/somewhere/else' })).toBe('/somewhere/else');
  });
});

describe('corpus loaders', () => {
  it('streams typed secret records, skipping blank lines and defaulting optional flags', async () => {
    write('secrets.jsonl', [
      {
        id: 's1',
        text: 'key = abc',
        label: 'secret',
        expect: ['r'],
        category: 'aws',
        dataset: 'gitleaks',
        rule_id: 'r',
      },
      '',
      {
        id: 's2',
        text: 'nothing here',
        label: 'no_secret',
        expect: [],
        category: 'none',
        dataset: 'trufflehog',
        rule_id: 'r2',
        synthetic_random: true,
        path_dependent: true,
        source: 'ignored',
      },
    ]);
    const cases = await all(loadSecrets(dir));
    expect(cases).toEqual([
      expect.objectContaining({ id: 's1', synthetic_random: false, path_dependent: false }),
      expect.objectContaining({ id: 's2', label: 'no_secret', synthetic_random: true, path_dependent: true }),
    ]);
    expect(cases[1]).not.toHaveProperty('source');
  });

  it('keeps PII spans without their values', async () => {
    write('pii.jsonl', [
      {
        id: 'p1',
        text: 'Mail ann@example.net now',
        label: 'pii',
        expect: ['EMAIL_ADDRESS'],
        expected_count: 1,
        spans: [{ start: 5, end: 20, entity_type: 'EMAIL_ADDRESS', value: 'ann@example.net' }],
        expected_score: [[0.5, 'max']],
        kind: 'analyze',
        dataset: 'd',
      },
    ]);
    const [c] = await all(loadPii(dir));
    expect(c?.spans).toEqual([{ start: 5, end: 20, entity_type: 'EMAIL_ADDRESS' }]);
    expect(c?.expected_score).toEqual([[0.5, 'max']]);
  });

  it('derives the jailbreak dataset from the source repository', async () => {
    write('jailbreak.jsonl', [
      {
        id: 'j1',
        text: 'a prompt',
        label: 'benign',
        is_attack: false,
        category: 'c',
        source: 'owner/repo:path/file.csv@abc',
      },
    ]);
    const [c] = await all(loadJailbreak(dir));
    expect(c).toMatchObject({ dataset: 'owner/repo', hard_negative: false });
  });

  it('keeps a line whole when a string holds a raw line or paragraph separator', async () => {
    writeFileSync(
      join(dir, 'toxicity.jsonl'),
      '{"id":"t0","text":"one\u2028two\u2029three\u0085","label":"non_toxic","is_toxic":false,"dataset":"d"}\r\n',
    );
    const [c] = await all(loadToxicity(dir));
    expect(c?.text).toBe('one\u2028two\u2029three\u0085');
  });

  it('rejects an unknown label with the file and line', async () => {
    write('toxicity.jsonl', [
      { id: 't1', text: 'fine', label: 'non_toxic', is_toxic: false, dataset: 'd' },
      { id: 't2', text: 'what', label: 'maybe', is_toxic: false, dataset: 'd' },
    ]);
    await expect(all(loadToxicity(dir))).rejects.toThrow(/toxicity\.jsonl:2: field label is not one of/);
  });

  it('rejects a line that is not JSON', async () => {
    write('toxicity.jsonl', ['{"id":']);
    await expect(all(loadToxicity(dir))).rejects.toThrow(/toxicity\.jsonl:1: invalid JSON/);
  });
});
