import type { DetectionResult } from '@csg/contracts';
import { DEFAULT_POLICY, type FilterPolicy } from '@csg/detection-engine';
import { HARDENING_CLAUSES, USER_INPUT_CLOSE, USER_INPUT_OPEN } from './hardening-clauses.ts';

interface HardenDeps {
  detect: (text: string, options: { policy: FilterPolicy }) => DetectionResult;
}

const flag = { action: 'flag', threshold: 0.5 } as const;
/** Masks PII and secrets and reports everything else without rejecting, so every signal is seen. */
const HARDEN_POLICY: FilterPolicy = {
  version: 1,
  categories: { ...DEFAULT_POLICY.categories, toxicity: flag, jailbreak: flag, injection: flag },
  entities: {},
};

type RiskLevel = 'low' | 'medium' | 'high';

const ATTACK_CATEGORIES = new Set(['jailbreak', 'injection']);
// Each defence the prompt lacks adds to the risk of an otherwise clean prompt.
const MISSING_CLAUSE_RISK = 0.1;

function levelOf(score: number): RiskLevel {
  if (score >= 0.7) return 'high';
  if (score >= 0.35) return 'medium';
  return 'low';
}

/**
 * Deterministic hardening of a system prompt: the clauses it lacks are appended under their own
 * headings, user-input delimiters inside the prompt are neutralised, and embedded secrets and PII
 * are masked (a system prompt is sent with every request and can be extracted). The risk
 * assessment combines the engine's jailbreak and injection signals with the defences that were missing.
 */
export function createHardenService({ detect }: HardenDeps) {
  return (prompt: string) => {
    const scan = detect(prompt, { policy: HARDEN_POLICY });
    const masked = scan.maskedText
      .replaceAll(USER_INPUT_OPEN, '<user-input>')
      .replaceAll(USER_INPUT_CLOSE, '</user-input>');
    const improvements: string[] = [];
    const sensitive = scan.detectedEntities.filter((e) => e.category === 'pii' || e.category === 'secrets');
    if (sensitive.length > 0) {
      const types = [...new Set(sensitive.map((e) => e.type))].sort().join(', ');
      improvements.push(
        `Masked sensitive data embedded in the prompt (${types}); keep secrets and personal data out of prompts.`,
      );
    }
    if (masked !== scan.maskedText)
      improvements.push('Neutralised user-input delimiters that appeared inside the instructions.');
    const missing = HARDENING_CLAUSES.filter((clause) => !clause.present.test(prompt));
    improvements.push(...missing.map((clause) => clause.improvement));
    const hardened = [masked.trim(), ...missing.map((clause) => clause.text)].filter(Boolean).join('\n\n');

    const attacks = scan.detectedEntities.filter((e) => ATTACK_CATEGORIES.has(e.category));
    const attackScore = Math.max(0, ...attacks.map((e) => e.confidence));
    const score = Math.min(
      1,
      Math.max(attackScore, sensitive.length > 0 ? 0.5 : 0) + missing.length * MISSING_CLAUSE_RISK,
    );
    return {
      original: scan.maskedText,
      hardened,
      improvements,
      risk_assessment: {
        level: levelOf(score),
        score: Math.round(score * 100) / 100,
        signals: attacks.map(({ type, category, confidence }) => ({ type, category, confidence })),
        sensitive_data: sensitive.map(({ type, category }) => ({ type, category })),
        missing_defenses: missing.map((clause) => clause.id),
      },
    };
  };
}

export type HardenService = ReturnType<typeof createHardenService>;
