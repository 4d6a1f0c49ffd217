import { ACTIONS, CATEGORIES, placeholderFor } from '@csg/contracts';
import type { FilterPolicy } from '../policy/schema.ts';
import { applyPolicy } from '../policy/apply-policy.ts';
import { hidesText } from '../policy/actions.ts';
import { maskText } from '../policy/mask-text.ts';
import type { Action, Category, Finding, NormalizedText } from '../types.ts';
import type { DetectedEntity, DetectedLanguage, DetectionResult } from './types.ts';

export interface ResultInput {
  input: NormalizedText;
  findings: readonly Finding[];
  policy: FilterPolicy;
  language: DetectedLanguage;
  skipped: string[];
  startedAt: number;
}

function zeroed<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** The response shape of detect: the policy applied, the text masked, and no raw value anywhere. */
export function buildResult({ input, findings, policy, language, skipped, startedAt }: ResultInput): DetectionResult {
  const decision = applyPolicy(findings, policy);
  const byCategory = zeroed<Category>(CATEGORIES);
  const byAction = zeroed<Action>(ACTIONS);
  const detectedEntities = decision.findings.map((finding): DetectedEntity => {
    byCategory[finding.category] += 1;
    byAction[finding.action] += 1;
    return {
      type: finding.type,
      category: finding.category,
      value: hidesText(finding.action) ? placeholderFor(finding.type) : '[REDACTED]',
      confidence: finding.confidence,
      action: finding.action,
      start: finding.start,
      end: finding.end,
      source: finding.source,
    };
  });
  return {
    action: decision.action,
    detectedEntities,
    maskedText: maskText(input.original, decision.findings),
    normalization: { originalText: '', normalizedLength: input.text.length, changed: input.text !== input.original },
    summary: { total: detectedEntities.length, byCategory, byAction },
    language,
    detectorsSkipped: skipped,
    processingTimeMs: Math.round((performance.now() - startedAt) * 100) / 100,
  };
}
