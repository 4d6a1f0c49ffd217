import { fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DOCUMENT_LIMITS, type DocumentType } from '@csg/documents';
import { recordsForBytes, recordsForChars, recordsForPages, writeDocument } from './documents-generate.ts';
import type { ChildResult } from './documents-types.ts';

/**
 * Large documents, each analysed in a child process of its own (documents-child.ts) so that its
 * peak RSS is measured alone: the largest evaluation sample, and per type a generated file with
 * as much text as the limits allow and one of about 20 MB.
 */

export const GENERATED_TYPES = ['txt', 'csv', 'docx', 'xlsx', 'pdf'] as const satisfies readonly DocumentType[];
export type Size = 'in limits' | '~20 MB';

/** 90 % of maxTextChars, and pages under maxPages: the most a file can carry and still be read. */
export const IN_LIMITS_CHARS = 0.9 * DEFAULT_DOCUMENT_LIMITS.maxTextChars;
export const IN_LIMITS_PAGES = DEFAULT_DOCUMENT_LIMITS.maxPages - 20;
/** Under maxBytes (20 MiB), so that the size limit is not what refuses the file. */
export const LARGE_BYTES = 19_500_000;
const CHILD_TIMEOUT_MS = 30 * 60_000;

export interface LargeRun {
  name: string;
  type: DocumentType;
  size: Size | 'largest sample';
  bytes: number;
  mode: 'detect' | 'redact';
  result: ChildResult;
}

export function runInChild(path: string, mode: 'detect' | 'redact'): Promise<ChildResult> {
  const script = fileURLToPath(new URL('./documents-child.ts', import.meta.url));
  return new Promise((resolve) => {
    // The child's output goes to stderr: stdout is the report.
    const child = fork(script, [path, mode], { stdio: ['ignore', 2, 2, 'ipc'] });
    let result: ChildResult | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('message', (message) => (result = message as ChildResult));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(result ?? { outcome: 'crashed', reason: signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

async function generate(type: (typeof GENERATED_TYPES)[number], size: Size, dir: string) {
  const path = join(dir, `${size === 'in limits' ? 'in-limits' : 'large'}.${type}`);
  let records: number;
  if (size === '~20 MB') records = await recordsForBytes(type, LARGE_BYTES, path);
  else if (type === 'pdf') records = recordsForPages(IN_LIMITS_PAGES);
  else records = recordsForChars(type, IN_LIMITS_CHARS);
  const bytes = await writeDocument(type, records, path);
  // A zip with shared strings does not grow in proportion to its records: one correction.
  if (size === 'in limits' || Math.abs(bytes - LARGE_BYTES) < 0.05 * LARGE_BYTES) return { path, bytes };
  return { path, bytes: await writeDocument(type, Math.floor((records * LARGE_BYTES) / bytes), path) };
}

export async function runLarge(
  dir: string,
  largest: { name: string; path: string; type: DocumentType; bytes: number },
  progress: (line: string) => void,
): Promise<LargeRun[]> {
  const runs: LargeRun[] = [];
  const both = async (name: string, type: DocumentType, size: LargeRun['size'], path: string, bytes: number) => {
    for (const mode of ['detect', 'redact'] as const) {
      progress(`${name} (${(bytes / 1e6).toFixed(1)} MB), ${mode}`);
      const result = await runInChild(path, mode);
      runs.push({ name, type, size, bytes, mode, result });
      // A file refused when read is refused the same way when a copy is asked for.
      if (result.outcome !== 'done') break;
    }
  };
  await both(largest.name, largest.type, 'largest sample', largest.path, largest.bytes);
  for (const type of GENERATED_TYPES) {
    for (const size of ['in limits', '~20 MB'] as const) {
      const file = await generate(type, size, dir);
      await both(`generated .${type}`, type, size, file.path, file.bytes);
      await rm(file.path);
    }
  }
  return runs;
}
