import { z } from 'zod';

// Routes one app of the fleet calls on another. The edge routes nothing under `/internal`, so
// clients never reach them; the caller's own Authorization goes with each call.

/** The chat pipeline's route for one message of a session, called by the sessions app. */
export const SESSION_TURN_PATH = '/internal/session-turn';

/**
 * The chat pipeline's scan of a session title, called by the sessions app before it stores one:
 * the title through the engine with the default filter, answered with the action and the title as
 * it may be stored (masked values as placeholders).
 */
export const SESSION_TITLE_PATH = '/internal/session-title';

export const sessionTitleScanBodySchema = z.object({ title: z.string().min(1).max(200) });
export const sessionTitleScanSchema = z.object({
  action: z.enum(['allow', 'mask', 'flag', 'reject']),
  title: z.string(),
});
export type SessionTitleScan = z.infer<typeof sessionTitleScanSchema>;
