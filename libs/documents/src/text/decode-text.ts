import { DocumentError } from '../document-error.ts';

/** How a text file was encoded, so a redacted copy is written back byte-compatible. */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16le = new TextDecoder('utf-16le', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');
// Windows-1252 maps each byte to one character, so the inverse is a table.
const WINDOWS_1252_BYTES = new Map(
  [...windows1252.decode(Uint8Array.from({ length: 256 }, (_, i) => i))].map((c, i) => [c, i]),
);
// Control characters no text file holds (NUL, and C0 codes other than tab, line breaks, form
// feed, DOS end-of-file and escape); one of them marks binary content.
const isBinaryControl = (byte: number) =>
  byte <= 0x08 || (byte >= 0x0e && byte <= 0x19) || (byte >= 0x1c && byte <= 0x1f);
const SNIFF_BYTES = 64 * 1024;

function bom(bytes: Buffer): TextEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8-bom';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * UTF-8 and UTF-16 by their byte-order mark, UTF-8 without one when the bytes are valid UTF-8,
 * Windows-1252 (the superset of Latin-1 that browsers read "latin1" as) otherwise.
 */
export function decodeText(bytes: Buffer): DecodedText {
  const encoding = bom(bytes);
  try {
    if (encoding === 'utf-8-bom') return { text: utf8.decode(bytes.subarray(3)), encoding };
    if (encoding === 'utf-16le') return { text: utf16le.decode(bytes.subarray(2)), encoding };
    if (encoding === 'utf-16be') return { text: utf16le.decode(Buffer.from(bytes.subarray(2)).swap16()), encoding };
  } catch {
    throw new DocumentError('corrupt', `the text is not valid ${encoding}`);
  }
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: windows1252.decode(bytes), encoding: 'windows-1252' };
  }
}

export function encodeText(text: string, encoding: TextEncoding): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf-16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf-16be':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    case 'windows-1252':
      return encodeWindows1252(text);
  }
}

// Every character came from a byte or from an (ASCII) placeholder, so each has its byte; '?'
// stands in for a placeholder character outside the code page.
function encodeWindows1252(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) out[i] = WINDOWS_1252_BYTES.get(text.charAt(i)) ?? 0x3f;
  return out;
}

/** Whether bytes read as text: a byte-order mark, or no binary control character in the first 64 KB. */
export function looksLikeText(bytes: Buffer): boolean {
  if (bom(bytes)) return true;
  return !bytes.subarray(0, SNIFF_BYTES).some(isBinaryControl);
}

/** The first 64 KB decoded, for sniffing a delimiter without decoding a whole file. */
export function decodeHead(bytes: Buffer): { text: string; truncated: boolean } {
  const truncated = bytes.length > SNIFF_BYTES;
  const encoding = bom(bytes);
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (encoding === 'utf-16le') return { text: head.subarray(2).toString('utf16le'), truncated };
  if (encoding === 'utf-16be')
    return {
      text: Buffer.from(head.subarray(2, head.length & ~1))
        .swap16()
        .toString('utf16le'),
      truncated,
    };
  return { text: head.toString('latin1'), truncated };
}
