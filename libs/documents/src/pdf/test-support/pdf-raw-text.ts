import { inflateSync } from 'node:zlib';

// Test support: every place a string could hide in a PDF's bytes, made searchable.

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s/g, '');
  const bytes = Buffer.from(clean.length % 2 === 0 ? clean : `${clean}0`, 'hex');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    // UTF-16BE with a byte-order mark, as pdf-lib writes Info strings.
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return bytes.toString('latin1');
}

/** Latin-1 text of the bytes, followed by every hex string `<…>` in them, decoded. */
function withHexStrings(text: string): string {
  const hex = [...text.matchAll(/<([0-9A-Fa-f\s]+)>/g)].map((match) => decodeHex(match[1] ?? ''));
  return [text, ...hex].join('\n');
}

/**
 * The whole file as searchable text: the raw bytes, every stream inflated with zlib (content
 * streams, object streams, XMP, ToUnicode maps), and every hex string of either decoded.
 */
export function pdfRawText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts = [withHexStrings(raw)];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      const inflated = inflateSync(Buffer.from(bytes.subarray(start, end))).toString('latin1');
      parts.push(withHexStrings(inflated));
    } catch {
      // Not Flate (an image, a JPEG): its raw bytes are already part of the search.
    }
  }
  return parts.join('\n');
}
