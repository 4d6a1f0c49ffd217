import { z } from 'zod';
import { contentFilterSchema } from './detect-api.ts';
import { actionSchema, entityTypeSchema } from './detection.ts';

/**
 * /document-analysis/* (specification "Document analysis", architecture.md "Contracts for
 * document analysis"). Documents travel as base64 in JSON or as a multipart upload; the 20 MB rule
 * is on the decoded size, the original is never stored.
 */

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE_MESSAGE = 'Document size exceeds maximum allowed size of 20MB';
export const DOCUMENT_UNPARSEABLE_MESSAGE = 'Document could not be parsed';

/** The chat document part types; the order is the one supported-types lists. */
export const DOCUMENT_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'csv', 'txt'] as const;
export const documentFileTypeSchema = z.enum(DOCUMENT_FILE_TYPES);
export type DocumentFileType = z.infer<typeof documentFileTypeSchema>;

export const UNSUPPORTED_DOCUMENT_MESSAGE = `Unsupported document type; supported types: ${DOCUMENT_FILE_TYPES.join(', ')}`;

const confidenceThreshold = z.number().min(0).max(1).default(0.5);
/** A name for the download and the type's tie-breaker; paths and control characters are not names. */
const filename = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^/\\\p{Cc}]+$/u, 'a file name without path separators or control characters');

/** What analyze and redact-jobs take besides the document (multipart sends the same as fields). */
export const documentOptionsSchema = z.object({
  filename: filename.optional(),
  redact: z.boolean().default(true),
  confidenceThreshold,
  content_filter: contentFilterSchema.optional(),
  sessionId: z.uuid().optional(),
});
export type DocumentOptions = z.infer<typeof documentOptionsSchema>;

export const analyzeDocumentBodySchema = documentOptionsSchema
  .extend({ documentBase64: z.string().min(1) })
  .meta({ examples: [{ documentBase64: 'JVBERi0xLjcKJcfsj6IK…' }] });
export type AnalyzeDocumentBody = z.infer<typeof analyzeDocumentBodySchema>;

export const documentLocationSchema = z.object({
  page: z.number().int().optional(),
  sheet: z.string().optional(),
  cell: z.string().optional(),
  row: z.number().int().optional(),
  column: z.number().int().optional(),
  paragraph: z.number().int().optional(),
  line: z.number().int().optional(),
});

/** An entity found in the document: where it is, never its text (`value` is the placeholder). */
export const documentPiiDetectionSchema = z.object({
  type: entityTypeSchema,
  value: z.string(),
  confidence: z.number(),
  action: actionSchema,
  location: documentLocationSchema,
});

const EXAMPLE_RESULT = {
  success: true,
  documentId: '00000000-0000-4000-8000-000000000001',
  documentType: 'pdf',
  filename: 'invoice.pdf',
  pageCount: 1,
  textLength: 245,
  action: 'mask',
  piiDetections: [
    {
      type: 'EMAIL_ADDRESS',
      value: '[EMAIL_ADDRESS]',
      confidence: 0.99,
      action: 'mask',
      location: { page: 1, line: 3 },
    },
  ],
  summary: { piiCount: 1, byType: { EMAIL_ADDRESS: 1 } },
  wasRedacted: true,
  downloadUrl: '/document-analysis/00000000-0000-4000-8000-000000000001/download',
  processingTimeMs: 95,
};

export const documentAnalysisResultSchema = z
  .object({
    success: z.boolean(),
    documentId: z.uuid(),
    documentType: documentFileTypeSchema,
    filename: z.string(),
    pageCount: z.number().int().nullable(),
    textLength: z.number().int(),
    action: actionSchema,
    piiDetections: z.array(documentPiiDetectionSchema),
    summary: z.object({ piiCount: z.number().int(), byType: z.record(z.string(), z.number().int()) }),
    wasRedacted: z.boolean(),
    downloadUrl: z.string().optional(),
    processingTimeMs: z.number(),
  })
  .meta({ examples: [EXAMPLE_RESULT] });
export type DocumentAnalysisResult = z.infer<typeof documentAnalysisResultSchema>;

export const REDACT_JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;

export const redactJobAcceptedSchema = z
  .object({ jobId: z.string(), status: z.literal('queued') })
  .meta({ examples: [{ jobId: '00000000-0000-4000-8000-000000000002', status: 'queued' }] });

export const redactJobSchema = z
  .object({
    jobId: z.string(),
    status: z.enum(REDACT_JOB_STATUSES),
    progress: z.number().min(0).max(100),
    createdAt: z.string(),
    updatedAt: z.string(),
    result: documentAnalysisResultSchema.optional(),
    error: z.string().optional(),
  })
  .meta({
    examples: [
      {
        jobId: '00000000-0000-4000-8000-000000000002',
        status: 'completed',
        progress: 100,
        createdAt: '2026-01-15T09:30:00.000Z',
        updatedAt: '2026-01-15T09:30:02.000Z',
        result: EXAMPLE_RESULT,
      },
    ],
  });
export type RedactJob = z.infer<typeof redactJobSchema>;

export const supportedTypesResponseSchema = z
  .object({
    types: z.array(
      z.object({
        type: documentFileTypeSchema,
        extensions: z.array(z.string()),
        mimeTypes: z.array(z.string()),
        redaction: z.boolean(),
        maxBytes: z.number().int(),
      }),
    ),
  })
  .meta({
    examples: [
      {
        types: [
          {
            type: 'pdf',
            extensions: ['.pdf'],
            mimeTypes: ['application/pdf'],
            redaction: true,
            maxBytes: MAX_DOCUMENT_BYTES,
          },
        ],
      },
    ],
  });
export type SupportedTypesResponse = z.infer<typeof supportedTypesResponseSchema>;
