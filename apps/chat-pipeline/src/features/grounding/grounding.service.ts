import { GROUNDING_CATEGORY, storedEntities, type DetectionsRepo } from '@csg/detections';
import { checkClaims, type ClaimVerdict } from './claim-support.ts';

interface GroundingDeps {
  repo: Pick<DetectionsRepo, 'record' | 'warnSession'>;
  /** The hallucination-guard component, when deployed. */
  guard?: (reply: string, contexts: readonly string[]) => Promise<ClaimVerdict[]>;
  log: { warn: (details: object, message: string) => void };
}

export interface GroundingInput {
  reply: string;
  contexts: readonly string[];
  tenantId: string;
  apiKeyId: string | null;
  sessionId: string | null;
  filter: string;
}

/**
 * The background grounding check of `contexts`, run after the reply was delivered: one detection
 * record per checked reply (unsupported claims as offsets, never their text) and, for a session,
 * a warning when claims are unsupported. A guard that fails is replaced by the built-in check.
 */
export function createGroundingService({ repo, guard, log }: GroundingDeps) {
  const verdictsOf = async (
    reply: string,
    contexts: readonly string[],
  ): Promise<{ claims: ClaimVerdict[]; source: 'ml' | 'nlp' }> => {
    if (guard) {
      try {
        return { claims: await guard(reply, contexts), source: 'ml' };
      } catch (error) {
        log.warn(
          { component: 'hallucination-guard', error: error instanceof Error ? error.name : typeof error },
          'grounding component failed; built-in check used',
        );
      }
    }
    return { claims: checkClaims(reply, contexts), source: 'nlp' };
  };

  return async (input: GroundingInput): Promise<void> => {
    const { claims, source } = await verdictsOf(input.reply, input.contexts);
    const unsupported = claims.filter((c) => !c.supported);
    const detectionId = await repo.record({
      tenantId: input.tenantId,
      apiKeyId: input.apiKeyId,
      sessionId: input.sessionId,
      surface: 'grounding',
      filter: input.filter,
      action: unsupported.length > 0 ? 'flag' : 'allow',
      entities: storedEntities(
        unsupported.map((c) => ({
          type: 'UNSUPPORTED_CLAIM',
          category: GROUNDING_CATEGORY,
          start: c.start,
          end: c.end,
          confidence: Math.round((1 - c.support) * 100) / 100,
          action: 'flag' as const,
          source,
        })),
      ),
    });
    if (input.sessionId && unsupported.length > 0) {
      await repo.warnSession({
        sessionId: input.sessionId,
        tenantId: input.tenantId,
        detectionId,
        message: `${unsupported.length} of ${claims.length} claims in the reply are not supported by the supplied contexts`,
      });
    }
  };
}

export type GroundingService = ReturnType<typeof createGroundingService>;
