import type { SecretCase } from './corpora.ts';
import type { EngineEntity } from './scoring.ts';

/**
 * Which detections a secrets negative speaks about. The corpora's negatives belong to one
 * upstream rule (`negative_scope: "rule"`, SOURCES.md: "an upstream FP only means this rule must
 * not fire"): a trufflehog case with a malformed Abstract key next to `API_KEY=` says the Abstract
 * rule must not fire, not that the value is no secret. The engine's vendor and format rules answer
 * for every such negative; its generic checks (a value assigned to an identifier that names a
 * secret or a password) answer only for the negatives of the upstream generic rules.
 */

/** The engine's types for its generic identifier-and-value checks. */
const GENERIC_TYPES: ReadonlySet<string> = new Set(['GENERIC_SECRET', 'PASSWORD']);

/** Upstream rules that are keyword or assignment checks rather than a vendor's or a format's. */
const GENERIC_RULES: ReadonlySet<string> = new Set([
  'generic-api-key', // gitleaks
  'curl-auth-user', // gitleaks: `curl -u user:password`
  'curl-auth-header', // gitleaks: `-H "Authorization: …"`
  'hashicorp-tf-password', // gitleaks
  'nuget-config-password', // gitleaks
  'keyword', // detect-secrets KeywordDetector
  'generic', // trufflehog
]);

type ScopedCase = Pick<SecretCase, 'label' | 'rule_id' | 'negative_scope'>;

/** Whether an entity counts against (or for) this case under the case's own scope. */
export function speaksFor(c: ScopedCase, e: EngineEntity): boolean {
  if (c.label !== 'no_secret' || c.negative_scope !== 'rule') return true;
  return !GENERIC_TYPES.has(e.type) || GENERIC_RULES.has(c.rule_id);
}
