import { MAX_ZIP_ENTRIES } from './read-zip.ts';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The entry names of a zip's central directory, read synchronously and without inflating
 * anything (type sniffing). Null when the directory cannot be walked, a zip64 archive included:
 * the caller then treats the content as ambiguous.
 */
export function listZipNames(bytes: Buffer): string[] | null {
  const end = findEndRecord(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) return null;
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}
