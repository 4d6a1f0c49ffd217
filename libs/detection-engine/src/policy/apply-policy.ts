import type { Action, Finding } from '../types.ts';
import { strongestAction } from './actions.ts';
import { resolveOverlaps } from './resolve-overlaps.ts';
import type { FilterPolicy } from './schema.ts';

export type ActionedFinding = Finding & { action: Action };

export interface PolicyDecision {
  /** The strongest action of the kept findings; allow when none is kept. */
  action: Action;
  /** Findings at or above their threshold, overlaps resolved, ordered by position. */
  findings: ActionedFinding[];
}

/**
 * The rule for one finding: a custom pattern's own action, else its entity type's entry when the
 * policy has one, else its category's; a learned model's finding keeps the model's threshold.
 */
function ruleFor(finding: Finding, policy: FilterPolicy): { action: Action; threshold: number } {
  if (finding.action) return { action: finding.action, threshold: 0 };
  const category = policy.categories[finding.category];
  const entity = policy.entities[finding.type];
  // A model's own bar replaces the category's; an entity's threshold, set on purpose, still holds.
  if (finding.threshold !== undefined) {
    return {
      action: entity?.action ?? category.action,
      threshold: Math.max(finding.threshold, entity?.threshold ?? 0),
    };
  }
  return entity ? { action: entity.action, threshold: entity.threshold ?? category.threshold } : category;
}

/**
 * Decides what happens to each finding: a finding below its threshold is dropped, the others take
 * their rule's action; overlaps are resolved after that, so a dropped finding never hides a kept one.
 */
export function applyPolicy(findings: readonly Finding[], policy: FilterPolicy): PolicyDecision {
  const actioned: ActionedFinding[] = [];
  for (const finding of findings) {
    const rule = ruleFor(finding, policy);
    if (finding.confidence >= rule.threshold) actioned.push({ ...finding, action: rule.action });
  }
  const kept = resolveOverlaps(actioned);
  return { action: strongestAction(kept.map((finding) => finding.action)), findings: kept };
}
