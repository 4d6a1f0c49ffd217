import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { DocumentError } from '../../document-error.ts';

/** More parts than any real document has; past it a file is refused before anything is inflated. */
export const MAX_ZIP_ENTRIES = 10_000;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const inflate = promisify(inflateRaw);
const STORED = 0;
const DEFLATED = 8;

/**
 * Reads every entry of a zip. The declared sizes are summed against `maxInflatedBytes` first, then
 * each entry is inflated with zlib's output cap set to its declared size, so an entry whose header
 * lies stops inflating at that size: the bound holds on the bytes actually produced. Sizes and
 * CRCs are checked, and names must be unique (ignoring case, as OPC part names are), so the parts
 * read here are the parts an office application would read.
 */
export async function readZip(bytes: Buffer, maxInflatedBytes: number): Promise<ZipEntry[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { strictFileNames: true });
  } catch {
    throw new DocumentError('corrupt', 'the zip directory cannot be read');
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    throw new DocumentError('too-complex', `the zip has more than ${MAX_ZIP_ENTRIES} entries`);
  }
  const located = await locateEntries(zip, maxInflatedBytes);
  const entries: ZipEntry[] = [];
  for (const { name, entry, dataStart } of located) {
    const compressed = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    const data = await inflateEntry(compressed, entry);
    if (data.length !== entry.uncompressedSize || crc32(data) !== entry.crc32) {
      throw new DocumentError('corrupt', 'a zip entry does not match its size or checksum');
    }
    entries.push({ name, data });
  }
  return entries;
}

interface LocatedEntry {
  name: string;
  entry: yauzl.Entry;
  dataStart: number;
}

async function locateEntries(zip: yauzl.ZipFile, maxInflatedBytes: number): Promise<LocatedEntry[]> {
  const located: LocatedEntry[] = [];
  const seen = new Set<string>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted()) throw new DocumentError('encrypted', 'a zip entry is encrypted');
      if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
        throw new DocumentError(
          'corrupt',
          `zip compression method ${entry.compressionMethod} is not used by office files`,
        );
      }
      const key = entry.fileName.toLowerCase();
      if (seen.has(key)) throw new DocumentError('corrupt', 'the zip names one part twice');
      seen.add(key);
      declared += entry.uncompressedSize;
      if (declared > maxInflatedBytes) {
        throw new DocumentError('too-complex', `the zip inflates past ${maxInflatedBytes} bytes`);
      }
      const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
      located.push({ name: entry.fileName, entry, dataStart: fileDataStart });
    }
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('corrupt', 'the zip directory cannot be read');
  } finally {
    zip.close();
  }
  return located;
}

async function inflateEntry(compressed: Buffer, entry: yauzl.Entry): Promise<Buffer> {
  if (entry.compressionMethod === STORED) return compressed;
  try {
    // One byte past the declared size tells a lying header from an exact one.
    return await inflate(compressed, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new DocumentError('too-complex', 'a zip entry inflates past its declared size');
    }
    throw new DocumentError('corrupt', 'a zip entry cannot be inflated');
  }
}
