import { assertFeature, assertLicensed, type LicenceState, type Principal } from '@csg/auth';
import type { DetectionResult, FilterPolicy } from '@csg/detection-engine';
import type { DetectBody } from './detect.schemas.ts';
import type { DetectRepo } from './detect.repo.ts';

interface DetectDeps {
  detect: (text: string, options: { policy: FilterPolicy }) => Promise<DetectionResult>;
  resolveFilter: (nickname: string | undefined) => Promise<{ nickname: string; policy: FilterPolicy }>;
  repo: Pick<DetectRepo, 'record'>;
  licence: () => Promise<LicenceState>;
}

export interface DetectContext {
  principal: Principal | null;
  clientAddress: string;
}

export function createDetectService({ detect, resolveFilter, repo, licence }: DetectDeps) {
  return async (body: DetectBody, { principal, clientAddress }: DetectContext) => {
    const state = await licence();
    assertLicensed(state);
    assertFeature(state, 'detection');

    const filter = await resolveFilter(body.content_filter);
    const result = await detect(body.text, { policy: filter.policy });
    await repo.record({
      tenantId: principal?.tenantId ?? null,
      apiKeyId: principal?.apiKeyId ?? null,
      sessionId: body.session_id ?? null,
      action: result.action,
      filter: filter.nickname,
      entities: result.detectedEntities.map((e) => ({
        type: e.type,
        category: e.category,
        placeholder: `[${e.type}]`,
        start: e.start,
        end: e.end,
        confidence: e.confidence,
        action: e.action,
        source: e.source,
      })),
      language: result.language.code,
      clientAddress,
    });
    return { ...result, contentFilter: filter.nickname };
  };
}

export type DetectService = ReturnType<typeof createDetectService>;
