import type { DetectionResult, SessionTitleScan } from '@csg/contracts';
import type { FilterPolicy, ResolvedFilter } from '@csg/detection-engine';

interface SessionTitleDeps {
  detect: (text: string, options: { policy: FilterPolicy }) => Promise<DetectionResult>;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
}

/**
 * A session title is text the tenant stores like a message: it goes through the engine with the
 * default filter (tenants have no filter of their own), and only its masked form may be stored.
 */
export function createSessionTitleService({ detect, resolveFilter }: SessionTitleDeps) {
  return async (title: string): Promise<SessionTitleScan> => {
    const { policy } = await resolveFilter(undefined);
    const result = await detect(title, { policy });
    return { action: result.action, title: result.maskedText };
  };
}

export type SessionTitleService = ReturnType<typeof createSessionTitleService>;
