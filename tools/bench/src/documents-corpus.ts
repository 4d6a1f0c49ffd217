import { join } from 'node:path';
import { fields, loadJsonl, type Raw } from './jsonl.ts';

/**
 * The document evaluation corpus (`docs/manifest.jsonl`, fields: /work/shared/eval/SOURCES.md §7),
 * keeping what the document benchmark scores. The expected values are used to score and to search
 * redacted copies, and are never printed.
 */

export interface DocCase {
  /** Path under the corpus directory, e.g. `docs/presidio_sample.pdf`. */
  file: string;
  bytes: number;
  containsPii: boolean;
  expect: string[];
  /** Entity type → the values of that type the file holds; empty where the manifest lists none. */
  expectedValues: Record<string, string[]>;
}

function expectedValues(raw: Raw, where: string): Record<string, string[]> {
  const values = raw.expected_values;
  if (values === undefined) return {};
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw new Error(`${where}: expected_values is not an object`);
  }
  const out: Record<string, string[]> = {};
  for (const type of Object.keys(values)) out[type] = fields(values as Raw, where).strings(type);
  return out;
}

function parseDoc(raw: Raw, where: string): DocCase {
  const f = fields(raw, where);
  const bytes = raw.bytes;
  if (typeof bytes !== 'number') f.fail('bytes', 'a number');
  return {
    file: f.str('file'),
    bytes: bytes as number,
    containsPii: f.bool('contains_pii'),
    expect: f.strings('expect'),
    expectedValues: expectedValues(raw, where),
  };
}

export async function loadDocCases(dir: string): Promise<DocCase[]> {
  const cases: DocCase[] = [];
  for await (const c of loadJsonl(join(dir, 'docs/manifest.jsonl'), parseDoc)) cases.push(c);
  return cases;
}
