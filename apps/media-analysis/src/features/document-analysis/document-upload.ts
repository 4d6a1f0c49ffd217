import type { Multipart } from '@fastify/multipart';
import { DOCUMENT_TOO_LARGE_MESSAGE, documentOptionsSchema, type DocumentOptions } from '@csg/contracts';
import { badRequest, payloadTooLarge } from '@csg/errors';
import { z } from 'zod';

export const MISSING_FILE_MESSAGE = 'The upload has no file part named "file"';

/** The JSON options as form fields send them: text, so booleans and numbers are spelled out. */
const formOptionsSchema = z.object({
  filename: z.string().optional(),
  redact: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  confidenceThreshold: z.coerce.number().optional(),
  content_filter: z.string().optional(),
  sessionId: z.string().optional(),
});

/** The last path component of a client's file name (browsers on Windows send `C:\\…\\name`). */
const baseName = (name: string) => name.split(/[/\\]/).pop()?.trim() ?? '';

export interface DocumentUpload {
  bytes: Buffer;
  options: DocumentOptions;
}

/**
 * Reads a multipart upload: one file part `file` (at most 20 MB; a part cut at the limit is 413,
 * never a silently shorter document) and the analyze options as fields, in any order.
 */
export async function readDocumentUpload(parts: AsyncIterable<Multipart>): Promise<DocumentUpload> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  let uploadedName = '';
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file' || bytes !== undefined) {
      part.file.resume();
      continue;
    }
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw payloadTooLarge(DOCUMENT_TOO_LARGE_MESSAGE);
      throw error;
    }
    if (part.file.truncated) throw payloadTooLarge(DOCUMENT_TOO_LARGE_MESSAGE);
    uploadedName = baseName(part.filename);
  }
  if (bytes === undefined) throw badRequest(MISSING_FILE_MESSAGE);

  const form = formOptionsSchema.safeParse(fields);
  const options = form.success
    ? documentOptionsSchema.safeParse({
        ...form.data,
        filename: form.data.filename ?? (uploadedName || undefined),
      })
    : form;
  if (!options.success) {
    const issues = options.error.issues.map((issue) => ({
      path: issue.path.map(String),
      code: issue.code,
      message: issue.message,
    }));
    throw badRequest('Invalid form fields', { issues });
  }
  return { bytes, options: options.data };
}
