import type { Principal } from '@csg/auth';
import { reportedEntity, type DetectBody, type DetectionResult } from '@csg/contracts';
import { storedEntities, type DetectionRecord } from '@csg/detections';
import { sessionNotFound } from '@csg/errors';
import type { FilterPolicy, ResolvedFilter } from '@csg/detection-engine';

interface DetectDeps {
  detect: (text: string, options: { policy: FilterPolicy }) => Promise<DetectionResult>;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
  record: (record: DetectionRecord) => Promise<unknown>;
  isSessionOf: (tenantId: string, sessionId: string) => Promise<boolean>;
}

export interface DetectContext {
  principal: Principal | null;
  clientAddress: string;
}

export function createDetectService({ detect, resolveFilter, record, isSessionOf }: DetectDeps) {
  return async (body: DetectBody, { principal, clientAddress }: DetectContext) => {
    // A caller with no tenant (the anonymous red team) has no sessions to file a record under.
    if (body.session_id !== undefined && !(principal && (await isSessionOf(principal.tenantId, body.session_id)))) {
      throw sessionNotFound();
    }
    const filter = await resolveFilter(body.content_filter);
    const result = await detect(body.text, { policy: filter.policy });
    await record({
      tenantId: principal?.tenantId ?? null,
      apiKeyId: principal?.apiKeyId ?? null,
      sessionId: body.session_id ?? null,
      surface: 'detect',
      action: result.action,
      filter: filter.nickname,
      entities: storedEntities(result.detectedEntities.map((e) => reportedEntity(e))),
      language: result.language.code,
      clientAddress,
    });
    return { ...result, contentFilter: filter.nickname };
  };
}

export type DetectService = ReturnType<typeof createDetectService>;
