import { describe, expect, it } from 'vitest';
import { DocumentError } from '../document-error.ts';
import type { ExtractedDocument } from '../types.ts';
import { extractDocx, redactDocx } from './docx/docx.ts';
import { docxFixture } from './docx/docx-fixture.ts';
import { zipOf, zipParts } from './test-support.ts';
import { extractXlsx, redactXlsx } from './xlsx/xlsx.ts';
import { xlsxFixture } from './xlsx/xlsx-fixture.ts';

/** Deterministic damage: truncations, flipped bytes and cut XML parts. */
async function damaged(bytes: Buffer): Promise<Buffer[]> {
  const variants: Buffer[] = [];
  for (let cut = 1; cut < 10; cut++) variants.push(bytes.subarray(0, Math.floor((bytes.length * cut) / 10)));
  for (let at = 7; at < bytes.length; at += Math.floor(bytes.length / 40)) {
    const flipped = Buffer.from(bytes);
    flipped[at] = (flipped[at] ?? 0) ^ 0x5a;
    variants.push(flipped);
  }
  const parts = await zipParts(bytes);
  for (const name of parts.keys()) {
    const cut = new Map(parts);
    const data = parts.get(name) ?? Buffer.alloc(0);
    cut.set(name, data.subarray(0, Math.floor(data.length / 2)));
    variants.push(await zipOf(Object.fromEntries(cut)));
  }
  return variants;
}

async function outcome(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return 'ok';
  } catch (error) {
    return error instanceof DocumentError ? error.failure : `escaped: ${String(error)}`;
  }
}

describe.each([
  ['docx', docxFixture, extractDocx, redactDocx],
  ['xlsx', xlsxFixture, extractXlsx, redactXlsx],
] as const)('a damaged %s', (_type, fixture, extract, redact) => {
  it('fails with a DocumentError or reads, extracting and redacting alike', async () => {
    const outcomes = new Set<string>();
    for (const bytes of await damaged(await fixture())) {
      let document: ExtractedDocument | null = null;
      outcomes.add(await outcome(async () => (document = await extract(bytes))));
      if (document === null) continue;
      const read: ExtractedDocument = document;
      const segment = read.segments.findIndex((candidate) => candidate.text.length >= 4);
      const redactions = segment < 0 ? [] : [{ segment, start: 0, end: 4, placeholder: '[X]' }];
      outcomes.add(await outcome(() => redact(bytes, read, redactions)));
    }
    expect([...outcomes].filter((seen) => seen.startsWith('escaped'))).toEqual([]);
    expect(outcomes.has('corrupt')).toBe(true);
  });
});
