import { z } from 'zod';
import { completionBodySchema } from './chat-api.ts';
import { actionSchema } from './detection.ts';

// Routes one app of the fleet calls on another. The edge routes nothing under `/internal`, so
// clients never reach them; the caller's own Authorization goes with each call.

/** The chat pipeline's route for one message of a session, called by the sessions app. */
export const SESSION_TURN_PATH = '/internal/session-turn';

/**
 * A session's turn: the session's history and the new message, the session it belongs to, and the
 * id the new message will be stored under.
 */
export const sessionTurnBodySchema = completionBodySchema
  .omit({ contexts: true, documents: true, stream: true })
  .extend({ session_id: z.uuid(), message_id: z.uuid() });
export type SessionTurnBody = z.infer<typeof sessionTurnBodySchema>;

/**
 * The chat pipeline's scan of a session title, called by the sessions app before it stores one:
 * the title through the engine with the default filter, answered with the action and the title as
 * it may be stored (masked values as placeholders).
 */
export const SESSION_TITLE_PATH = '/internal/session-title';

export const sessionTitleScanBodySchema = z.object({ title: z.string().min(1).max(200) });
export const sessionTitleScanSchema = z.object({ action: actionSchema, title: z.string() });
export type SessionTitleScan = z.infer<typeof sessionTitleScanSchema>;
