import { DocumentError } from '../../document-error.ts';

/** How a part's bytes were encoded, so an edited part is written back the same way. */
export type XmlEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16le = new TextDecoder('utf-16le', { fatal: true });

/** XML parts are UTF-8 or UTF-16 (ECMA-376 part 2); anything else is `corrupt`. */
export function decodeXml(data: Buffer, partName: string): { source: string; encoding: XmlEncoding } {
  try {
    if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
      return { source: utf8.decode(data.subarray(3)), encoding: 'utf-8-bom' };
    }
    if (data[0] === 0xff && data[1] === 0xfe) return { source: utf16le.decode(data.subarray(2)), encoding: 'utf-16le' };
    if (data[0] === 0xfe && data[1] === 0xff) {
      return { source: utf16le.decode(Buffer.from(data.subarray(2)).swap16()), encoding: 'utf-16be' };
    }
    return { source: utf8.decode(data), encoding: 'utf-8' };
  } catch {
    throw new DocumentError('corrupt', `${partName}: not UTF-8 or UTF-16 text`);
  }
}

export function encodeXml(source: string, encoding: XmlEncoding): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(source, 'utf8');
    case 'utf-8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(source, 'utf8')]);
    case 'utf-16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(source, 'utf16le')]);
    case 'utf-16be':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(source, 'utf16le').swap16()]);
  }
}

export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

export function escapeAttribute(value: string): string {
  return value.replace(/[&<"\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
}
