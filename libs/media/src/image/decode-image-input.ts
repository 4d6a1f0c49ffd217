import { decodeBase64Payload } from '@csg/contracts';
import { ImageInputError, tooLargeMessage } from './image-error.ts';
import type { ImageLimits } from './image-limits.ts';

/**
 * Turns the request's `imageBase64` (raw base64 or a data URI) into bytes, the size rule first.
 * Throws ImageInputError (`not-base64`, `too-large`).
 */
export function decodeImageInput(input: string, limits: ImageLimits): Buffer {
  const decoded = decodeBase64Payload(input, limits.maxBytes);
  if ('bytes' in decoded) return decoded.bytes;
  if (decoded.refused === 'too-large') throw new ImageInputError('too-large', tooLargeMessage(limits.maxBytes));
  throw new ImageInputError('not-base64');
}
