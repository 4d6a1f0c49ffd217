import yazl from 'yazl';
import type { ZipEntry } from './read-zip.ts';

// A fixed time: the rewritten file should not carry when the gateway redacted it.
const ENTRY_TIME = new Date(Date.UTC(1980, 0, 1));

/** Writes entries in the given order, deflated, into a new zip built from nothing else. */
export async function writeZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data } of entries) {
    zip.addBuffer(data, name, { mtime: ENTRY_TIME, compress: true, forceDosTimestamp: true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
