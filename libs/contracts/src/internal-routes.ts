import { z } from 'zod';
import { completionBodySchema, documentPartSchema } from './chat-api.ts';
import { contentFilterSchema } from './detect-api.ts';
import { actionSchema, reportedEntitySchema } from './detection.ts';
import { documentFileTypeSchema } from './document-analysis-api.ts';

// Routes one app of the fleet calls on another. The edge routes nothing under `/internal`, so
// clients never reach them; the caller's own Authorization goes with each call.

/** The chat pipeline's route for one message of a session, called by the sessions app. */
export const SESSION_TURN_PATH = '/internal/session-turn';

/**
 * A session's turn: the session's history and the new message (with the documents sent with it),
 * the session it belongs to, and the id the new message will be stored under.
 */
export const sessionTurnBodySchema = completionBodySchema
  .omit({ contexts: true, stream: true })
  .extend({ session_id: z.uuid(), message_id: z.uuid() })
  .meta({
    examples: [
      {
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'Plan a weekend in Lisbon' }],
        session_id: '00000000-0000-4000-8000-000000000001',
        message_id: '00000000-0000-4000-8000-000000000002',
      },
    ],
  });
export type SessionTurnBody = z.infer<typeof sessionTurnBodySchema>;

/**
 * The chat pipeline's scan of a session title, called by the sessions app before it stores one:
 * the title through the engine with the default filter, answered with the action and the title as
 * it may be stored (masked values as placeholders).
 */
export const SESSION_TITLE_PATH = '/internal/session-title';

export const sessionTitleScanBodySchema = z
  .object({ title: z.string().min(1).max(200) })
  .meta({ examples: [{ title: 'Email jane.doe@example.org the itinerary' }] });
export const sessionTitleScanSchema = z
  .object({ action: actionSchema, title: z.string() })
  .meta({ examples: [{ action: 'mask', title: 'Email [EMAIL_ADDRESS] the itinerary' }] });
export type SessionTitleScan = z.infer<typeof sessionTitleScanSchema>;

/**
 * Media-analysis's inspection of a chat document, called by the chat pipeline with the caller's
 * credential before any model sees the document: its text with the request's filter applied.
 */
export const INSPECT_DOCUMENT_PATH = '/internal/inspect-document';

export const inspectDocumentBodySchema = documentPartSchema
  .extend({ content_filter: contentFilterSchema.optional() })
  .meta({ examples: [{ type: 'txt', name: 'notes.txt', data: 'Q2FsbCBqYW5lLmRvZUBleGFtcGxlLm9yZw==' }] });
export type InspectDocumentBody = z.infer<typeof inspectDocumentBodySchema>;

/** A document summary of `documents_processed`, plus the masked text and what was found (types and places only). */
export const inspectedDocumentSchema = z
  .object({
    name: z.string(),
    type: documentFileTypeSchema,
    pages: z.number().int().nullable(),
    characters: z.number().int(),
    piiCount: z.number().int(),
    action: actionSchema,
    /** The document's text with masked values as placeholders: the only form a model receives. */
    maskedText: z.string(),
    entities: z.array(reportedEntitySchema),
  })
  .meta({
    examples: [
      {
        name: 'notes.txt',
        type: 'txt',
        pages: null,
        characters: 25,
        piiCount: 1,
        action: 'mask',
        maskedText: 'Call [EMAIL_ADDRESS]',
        entities: [
          {
            type: 'EMAIL_ADDRESS',
            category: 'pii',
            confidence: 0.99,
            action: 'mask',
            start: 5,
            end: 25,
            source: 'validator',
          },
        ],
      },
    ],
  });
export type InspectedDocument = z.infer<typeof inspectedDocumentSchema>;

/** Media-analysis's inspection of a chat image: OCR, the filter, and the copy a model may see. */
export const INSPECT_IMAGE_PATH = '/internal/inspect-image';

export const inspectImageBodySchema = z
  .object({
    /** The part's data URI (or raw base64). */
    image: z.string().min(1),
    content_filter: contentFilterSchema.optional(),
  })
  .meta({ examples: [{ image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA…' }] });
export type InspectImageBody = z.infer<typeof inspectImageBodySchema>;

export const inspectedImageSchema = z
  .object({
    action: actionSchema,
    /** `image/png`, `image/jpeg`, …: the copy keeps the original's format. */
    mimeType: z.string(),
    /** Base64 of the image a model may see: the redacted copy, or the original when nothing was masked. */
    data: z.string(),
    piiCount: z.number().int(),
    entities: z.array(reportedEntitySchema),
  })
  .meta({
    examples: [
      { action: 'allow', mimeType: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUgAA…', piiCount: 0, entities: [] },
    ],
  });
export type InspectedImage = z.infer<typeof inspectedImageSchema>;
