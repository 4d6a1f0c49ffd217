import { describe, expect, it } from 'vitest';
import { DocumentError } from '../document-error.ts';
import { decodeText, encodeText, looksLikeText } from './decode-text.ts';

describe('decodeText', () => {
  it('detects each encoding and writes the same bytes back', () => {
    const samples: [Buffer, string][] = [
      [Buffer.from('Zoë, naïve\n', 'utf8'), 'utf-8'],
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Zoë\n', 'utf8')]), 'utf-8-bom'],
      [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë 😀\n', 'utf16le')]), 'utf-16le'],
      [Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('Zoë 😀\n', 'utf16le').swap16()]), 'utf-16be'],
      [Buffer.from([0x5a, 0x6f, 0xeb, 0x20, 0x80, 0x81, 0x9d, 0xff, 0x0a]), 'windows-1252'],
    ];
    for (const [bytes, encoding] of samples) {
      const decoded = decodeText(bytes);
      expect(decoded.encoding).toBe(encoding);
      expect(decoded.text.startsWith('Zo')).toBe(true);
      expect(encodeText(decoded.text, decoded.encoding).equals(bytes)).toBe(true);
    }
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    expect(decodeText(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80])).text).toBe('Café €');
  });

  it('calls UTF-16 with a broken surrogate corrupt', () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x3d, 0xd8, 0x41, 0x00])]);
    expect(() => decodeText(broken)).toThrow(DocumentError);
  });
});

describe('looksLikeText', () => {
  it('takes control characters other than whitespace, SUB and ESC as binary', () => {
    expect(looksLikeText(Buffer.from('a\tb\r\n\f\x1b[0m\x1a'))).toBe(true);
    expect(looksLikeText(Buffer.from('a\x00b'))).toBe(false);
    expect(looksLikeText(Buffer.from('a\x02b'))).toBe(false);
    expect(looksLikeText(Buffer.from([0xff, 0xfe, 0x61, 0x00]))).toBe(true);
  });
});
