import { ImageInputError, tooLargeMessage } from './image-error.ts';
import type { ImageLimits } from './image-limits.ts';

// The spec's field is raw base64; a data URI is what a browser's FileReader hands over, so its
// prefix is accepted and dropped. Only the base64 form of a data URI carries binary safely.
const DATA_URI = /^data:[^,;]*(?:;[^,;]*)*?;base64,/i;
const LINE_BREAKS_AND_SPACES = /[ \t\r\n]+/g;
// Standard alphabet, padding optional (many encoders omit it); url-safe `-`/`_` are not base64 here.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Turns the request's `imageBase64` into bytes. The size rule runs on the encoded length, before
 * any decoding, so an oversized body costs no allocation of its decoded form.
 * Throws ImageInputError (`not-base64`, `too-large`).
 */
export function decodeImageInput(input: string, limits: ImageLimits): Buffer {
  const withoutPrefix = /^data:/i.test(input) ? stripDataUri(input) : input;
  const payload = withoutPrefix.replace(LINE_BREAKS_AND_SPACES, '');
  if ((payload.length * 3) / 4 > limits.maxBytes) {
    throw new ImageInputError('too-large', tooLargeMessage(limits.maxBytes));
  }
  // A length of 4n+1 cannot come from any byte string.
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new ImageInputError('not-base64');
  }
  return Buffer.from(payload, 'base64');
}

function stripDataUri(input: string): string {
  const prefix = DATA_URI.exec(input.slice(0, 256));
  if (!prefix) throw new ImageInputError('not-base64');
  return input.slice(prefix[0].length);
}
