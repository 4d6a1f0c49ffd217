import {
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_UNPARSEABLE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  UNSUPPORTED_DOCUMENT_MESSAGE,
  decodeBase64Payload,
} from '@csg/contracts';
import { DocumentError } from '@csg/documents';
import { badRequest, HttpError, payloadTooLarge, unprocessable, unsupportedMediaType } from '@csg/errors';

export const INVALID_DOCUMENT_BASE64_MESSAGE = 'documentBase64 is not base64 data';
export const DOCUMENT_READERS_BUSY_MESSAGE = 'Every document reader is busy; retry shortly';

/** `documentBase64` as bytes; over 20 MB decoded (judged on the encoded length) is 413 before decoding. */
export function decodeDocument(documentBase64: string): Buffer {
  const decoded = decodeBase64Payload(documentBase64, MAX_DOCUMENT_BYTES);
  if ('bytes' in decoded) return decoded.bytes;
  if (decoded.refused === 'too-large') throw payloadTooLarge(DOCUMENT_TOO_LARGE_MESSAGE);
  throw badRequest(INVALID_DOCUMENT_BASE64_MESSAGE);
}

/**
 * A file the library cannot take is the caller's error, in the framework body with the contract's
 * message: unsupported 415, too large 413, anything it cannot read (corrupt, encrypted, past a
 * bound) 422; every reader busy is the service's 503 with Retry-After, not the file's fault. The
 * library's detail is for the log, never the client: it may describe the file.
 */
export function documentErrorToHttp(error: DocumentError) {
  if (error.failure === 'unsupported') return unsupportedMediaType(UNSUPPORTED_DOCUMENT_MESSAGE);
  if (error.failure === 'too-large') return payloadTooLarge(DOCUMENT_TOO_LARGE_MESSAGE);
  if (error.failure === 'busy') return new HttpError(503, DOCUMENT_READERS_BUSY_MESSAGE, {}, { 'retry-after': '5' });
  return unprocessable(DOCUMENT_UNPARSEABLE_MESSAGE);
}

export async function refusingBadDocuments<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DocumentError) throw documentErrorToHttp(error);
    throw error;
  }
}
