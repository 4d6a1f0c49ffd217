import { describe, expect, it } from 'vitest';
import { decodeBase64, sniffImageType } from './image-payload.ts';

const bytes = (...values: number[]) => Buffer.from(values);

describe('image payloads', () => {
  it('decodes standard base64, padded or not unless padding is required', () => {
    expect(decodeBase64('aGk=', { padding: 'required' })?.toString()).toBe('hi');
    expect(decodeBase64('aGk', { padding: 'optional' })?.toString()).toBe('hi');
    expect(decodeBase64('aGk', { padding: 'required' })).toBeUndefined();
  });

  it.each(['aGk=x', 'a', 'aG=k', 'a b=', 'data:image/png;base64,aGk=', '-_8A'])('refuses %j', (data) => {
    expect(decodeBase64(data, { padding: 'optional' })).toBeUndefined();
  });

  it('reads the url-safe alphabet only where the vendor does', () => {
    expect(decodeBase64('-_8A', { padding: 'optional', urlSafe: true })).toEqual(bytes(0xfb, 0xff, 0x00));
  });

  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', Buffer.from('GIF89a...')],
    ['image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
    ['image/heif', Buffer.from('\0\0\0\x18ftypheic')],
  ])('reads %s from its signature', (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it('knows no format in text, an empty buffer or a truncated signature', () => {
    expect(sniffImageType(Buffer.from('hello world'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeUndefined();
  });
});
