import JSZip from 'jszip';
import { expect } from 'vitest';
import type { ExtractedDocument, Redaction } from '../types.ts';

/** Every part of a zip, inflated by another zip library than the one under test. */
export async function zipParts(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = new Map<string, Buffer>();
  for (const file of Object.values(zip.files)) {
    if (!file.dir) parts.set(file.name, await file.async('nodebuffer'));
  }
  return parts;
}

export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The forms a value can take in a part's bytes: as is, XML-escaped, numerically escaped, in UTF-16. */
function leakForms(value: string): string[] {
  const escaped = value.replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const numeric = value.replace(/[&'"<]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [...new Set([value, escaped, numeric])];
}

/** Asserts no part of the zip holds any of the values, in any case, in any of their forms. */
export async function expectNoLeak(bytes: Buffer, values: readonly string[]): Promise<void> {
  for (const [name, data] of await zipParts(bytes)) {
    const texts = [data.toString('utf8').toLowerCase(), data.toString('utf16le').toLowerCase()];
    for (const value of values) {
      for (const form of leakForms(value)) {
        const found = texts.some((text) => text.includes(form.toLowerCase()));
        expect(found, `${JSON.stringify(value)} survives in ${name}`).toBe(false);
      }
    }
  }
}

/** A redaction of the first occurrence of `value` in the first segment holding it. */
export function redactionOf(document: ExtractedDocument, value: string, placeholder: string): Redaction {
  const segment = document.segments.findIndex((candidate) => candidate.text.includes(value));
  if (segment < 0) throw new Error(`no segment holds ${value}`);
  const start = document.segments[segment]?.text.indexOf(value) ?? 0;
  return { segment, start, end: start + value.length, placeholder };
}

export function allText(document: ExtractedDocument): string {
  return document.segments.map((segment) => segment.text).join('\n');
}
