import { IMAGE_TOO_LARGE_MESSAGE } from '@csg/contracts';
import { describe, expect, it } from 'vitest';
import { decodeImageInput } from './decode-image-input.ts';
import { ImageInputError } from './image-error.ts';
import { DEFAULT_IMAGE_LIMITS } from './image-limits.ts';

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
const b64 = bytes.toString('base64');

function refusal(input: string, limits = DEFAULT_IMAGE_LIMITS): ImageInputError {
  try {
    decodeImageInput(input, limits);
  } catch (error) {
    if (error instanceof ImageInputError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('decodeImageInput', () => {
  it('decodes raw base64', () => {
    expect(decodeImageInput(b64, DEFAULT_IMAGE_LIMITS)).toEqual(bytes);
  });

  it('accepts a data URI and drops its prefix', () => {
    expect(decodeImageInput(`data:image/png;base64,${b64}`, DEFAULT_IMAGE_LIMITS)).toEqual(bytes);
    expect(decodeImageInput(`DATA:image/jpeg;name=a.jpg;BASE64,${b64}`, DEFAULT_IMAGE_LIMITS)).toEqual(bytes);
  });

  it('drops spaces and line breaks (MIME-wrapped base64)', () => {
    const wrapped = `${b64.slice(0, 4)}\r\n${b64.slice(4, 8)} \n${b64.slice(8)}\n`;
    expect(decodeImageInput(wrapped, DEFAULT_IMAGE_LIMITS)).toEqual(bytes);
  });

  it('accepts base64 without its padding', () => {
    expect(decodeImageInput(b64.replace(/=+$/, ''), DEFAULT_IMAGE_LIMITS)).toEqual(bytes);
  });

  it.each([
    ['text', 'this is not an image!'],
    ['url-safe alphabet', 'ab-_cd'],
    ['padding inside', 'QQ==QQ=='],
    ['impossible length', 'QUJDR'],
    ['empty', ''],
    ['data URI without base64', 'data:image/png,QUJD'],
  ])('refuses %s as invalid image data', (_, input) => {
    const error = refusal(input);
    expect(error.code).toBe('not-base64');
    expect(error.message).toBe('Invalid image data');
    expect(error.statusCode).toBe(400);
  });

  it('refuses over 10 MB by encoded length × 3 / 4, with the public message', () => {
    const encodedLimit = (DEFAULT_IMAGE_LIMITS.maxBytes * 4) / 3;
    // Not base64 at all: the size rule answers first, from the length alone.
    const error = refusal('!'.repeat(Math.ceil(encodedLimit) + 4));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });

  it('accepts exactly the limit', () => {
    const limits = { ...DEFAULT_IMAGE_LIMITS, maxBytes: 6 };
    expect(decodeImageInput('QUJDREVG', limits)).toEqual(Buffer.from('ABCDEF'));
    expect(refusal('QUJDREVGRw==', limits).code).toBe('too-large');
  });
});
