import { createHash } from 'node:crypto';
import type { WireError } from './dialect.ts';
import type { RecordedImage } from '../types.ts';

const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;
const STANDARD_OR_URL_SAFE = /^[A-Za-z0-9+/_-]*={0,2}$/;

export interface Base64Rules {
  /** Go's decoder (Ollama) wants the `=` padding; the others take base64 without it. */
  padding: 'required' | 'optional';
  /** Protocol-buffer JSON (Gemini) also reads the url-safe alphabet. */
  urlSafe?: boolean;
}

/** The bytes of a base64 string as a vendor decodes it, or undefined when it refuses the string. */
export function decodeBase64(data: string, rules: Base64Rules): Buffer | undefined {
  if (!(rules.urlSafe ? STANDARD_OR_URL_SAFE : STANDARD).test(data)) return undefined;
  const remainder = data.length % 4;
  // 4n+1 characters cannot come from any byte string; padding only ever completes a quantum.
  if (remainder === 1 || (remainder !== 0 && (data.includes('=') || rules.padding === 'required'))) return undefined;
  // Node's base64 decoder reads both alphabets; the test above decided which one the vendor takes.
  return Buffer.from(data, 'base64');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image format the bytes start with (signature only: the mock decodes no pixels), or undefined.
 * HEIC and HEIF share the ISO-BMFF `ftyp` box and read as `image/heif`.
 */
export function sniffImageType(bytes: Buffer): string | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp') return 'image/heif';
  return undefined;
}

export function recordImage(mimeType: string | undefined, bytes: Buffer): RecordedImage {
  return { mimeType, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The request's images as recorded, or the vendor's 400 for the first one it would refuse. */
export type ImageReading = { images: RecordedImage[] } | { refused: WireError };

export function readImages<Found>(
  found: readonly Found[],
  read: (item: Found) => RecordedImage | WireError,
): ImageReading {
  const images: RecordedImage[] = [];
  for (const item of found) {
    const image = read(item);
    if ('status' in image) return { refused: image };
    images.push(image);
  }
  return { images };
}
