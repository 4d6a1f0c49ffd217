import { text } from 'node:stream/consumers';
import {
  INSPECT_DOCUMENT_PATH,
  INSPECT_IMAGE_PATH,
  inspectedDocumentSchema,
  inspectedImageSchema,
  type InspectDocumentBody,
  type InspectedDocument,
  type InspectedImage,
  type InspectImageBody,
} from '@csg/contracts';
import { HttpError } from '@csg/errors';
import { parseJsonBody, postAsCaller, UpstreamError, type FleetCaller, type ForwardResponse } from '@csg/http';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';

/** Who the inspection is for: the chat caller's own credential, address and request id. */
export type MediaCaller = FleetCaller;

export const MEDIA_UNAVAILABLE_MESSAGE = 'Media analysis unavailable';
/** OCR of a large image or a scanned document takes seconds; a media app silent this long is down. */
const HEADERS_TIMEOUT_MS = 120_000;

/**
 * The media-analysis app's inspection routes. A refusal of the caller's input (400, 401, 402, 413,
 * 415, 422) is passed on with its status and message; anything else is the app being unwell: 502.
 */
export function createMediaAnalysisClient(pool: Dispatcher) {
  async function post<T>(path: string, body: object, caller: MediaCaller, schema: z.ZodType<T>): Promise<T> {
    let res: ForwardResponse;
    try {
      res = await postAsCaller(pool, path, body, caller, { headersTimeoutMs: HEADERS_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof UpstreamError)
        throw new HttpError(error.kind === 'timeout' ? 504 : 502, MEDIA_UNAVAILABLE_MESSAGE);
      throw error;
    }
    const answer = parseJsonBody(await text(res.body));
    if (res.statusCode === 200) {
      const parsed = schema.safeParse(answer);
      if (parsed.success) return parsed.data;
    } else if (res.statusCode >= 400 && res.statusCode < 500) {
      const message = (answer as { message?: unknown } | undefined)?.message;
      throw new HttpError(res.statusCode, typeof message === 'string' ? message : 'Attachment refused');
    }
    throw new HttpError(502, MEDIA_UNAVAILABLE_MESSAGE);
  }

  return {
    inspectDocument: (body: InspectDocumentBody, caller: MediaCaller): Promise<InspectedDocument> =>
      post(INSPECT_DOCUMENT_PATH, body, caller, inspectedDocumentSchema),
    inspectImage: (body: InspectImageBody, caller: MediaCaller): Promise<InspectedImage> =>
      post(INSPECT_IMAGE_PATH, body, caller, inspectedImageSchema),
  };
}

export type MediaAnalysisClient = ReturnType<typeof createMediaAnalysisClient>;
