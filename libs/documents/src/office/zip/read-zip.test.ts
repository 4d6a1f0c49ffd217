import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_LIMITS } from '../../types.ts';
import { OfficePackage } from '../package/office-package.ts';
import { zipOf } from '../test-support.ts';
import { MAX_ZIP_ENTRIES, readZip } from './read-zip.ts';
import { writeZip } from './write-zip.ts';

const MB = 1024 * 1024;
const CENTRAL_ENTRY = 0x02014b50;

/** Rewrites a field of every central directory entry (a header that lies). */
function patchCentral(zip: Buffer, offset: number, value: number): Buffer {
  const patched = Buffer.from(zip);
  for (let at = patched.indexOf('PK\x01\x02'); at >= 0; at = patched.indexOf('PK\x01\x02', at + 4)) {
    if (patched.readUInt32LE(at) === CENTRAL_ENTRY) patched.writeUInt32LE(value, at + offset);
  }
  return patched;
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'none',
    (error: unknown) => (error as { failure?: string }).failure ?? String(error),
  );
}

describe('readZip', () => {
  it('reads entries back byte for byte', async () => {
    const entries = await readZip(await zipOf({ 'a.xml': '<a/>', 'b/c.bin': Buffer.from([0, 1, 2]) }), MB);
    expect(entries.map((entry) => [entry.name, [...entry.data]])).toEqual([
      ['a.xml', [...Buffer.from('<a/>')]],
      ['b/c.bin', [0, 1, 2]],
    ]);
  });

  it('refuses a zip whose declared sizes add up past the bound, before inflating', async () => {
    const bomb = await zipOf({ 'a.xml': Buffer.alloc(3 * MB), 'b.xml': Buffer.alloc(3 * MB) });
    expect(bomb.length).toBeLessThan(20_000);
    expect(await failureOf(readZip(bomb, 5 * MB))).toBe('too-complex');
  });

  it('stops inflating an entry whose header understates its size', async () => {
    const zip = await writeZip([{ name: 'a.xml', data: Buffer.alloc(50 * MB) }]);
    const started = performance.now();
    expect(await failureOf(readZip(patchCentral(zip, 24, 1000), DEFAULT_DOCUMENT_LIMITS.maxInflatedBytes))).toBe(
      'too-complex',
    );
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses more entries than the bound without reading them', async () => {
    // An end-of-directory record announcing one entry too many, and nothing else.
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(MAX_ZIP_ENTRIES + 1, 8);
    end.writeUInt16LE(MAX_ZIP_ENTRIES + 1, 10);
    expect(await failureOf(readZip(end, MB))).toBe('too-complex');
  });

  it('calls a bad checksum, a truncated zip and one part named twice corrupt', async () => {
    const zip = await zipOf({ 'a.xml': '<a>some text</a>' });
    expect(await failureOf(readZip(patchCentral(zip, 16, 1234), MB))).toBe('corrupt');
    expect(await failureOf(readZip(zip.subarray(0, zip.length - 30), MB))).toBe('corrupt');
    expect(await failureOf(readZip(zip.subarray(0, 40), MB))).toBe('corrupt');
    const twice = await writeZip([
      { name: 'word/document.xml', data: Buffer.from('<a/>') },
      { name: 'Word/Document.xml', data: Buffer.from('<b/>') },
    ]);
    expect(await failureOf(readZip(twice, MB))).toBe('corrupt');
  });
});

describe('OfficePackage.read', () => {
  const compoundFile = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

  it('tells an encrypted office file from a legacy binary one', async () => {
    const encrypted = Buffer.concat([compoundFile, Buffer.alloc(500), Buffer.from('EncryptedPackage', 'utf16le')]);
    expect(await failureOf(OfficePackage.read(encrypted, DEFAULT_DOCUMENT_LIMITS))).toBe('encrypted');
    const legacy = Buffer.concat([compoundFile, Buffer.alloc(500), Buffer.from('WordDocument', 'utf16le')]);
    expect(await failureOf(OfficePackage.read(legacy, DEFAULT_DOCUMENT_LIMITS))).toBe('unsupported');
  });

  it('calls an empty file corrupt and an oversized one too large', async () => {
    expect(await failureOf(OfficePackage.read(Buffer.alloc(0), DEFAULT_DOCUMENT_LIMITS))).toBe('corrupt');
    const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxBytes: 10 };
    expect(await failureOf(OfficePackage.read(Buffer.alloc(11), limits))).toBe('too-large');
  });
});
