import { emptyTally, type Tally } from './metrics.ts';
import type { PiiScore } from './pii-scoring.ts';
import { VALIDATED_TYPES } from './pii-types.ts';
import { missList, table, tallyRow, tallyTable } from './report.ts';
import type { BinaryScore, SecretsScore } from './scoring.ts';
import { breadthSection, checksumTypes, validatedCountries } from './breadth-table.ts';
import { accuracyTargets, targetBlock, type AccuracyScores } from './targets.ts';

/** Renders the detection-accuracy report (docs/benchmarks/detection.md). Ids and counts only. */

export interface RunInfo {
  cases: number;
  engineMs: number;
  /** Ids of cases on which the engine threw; they are scored as "nothing detected". */
  errors: string[];
}

export interface ReportContext {
  date: string;
  machine: string;
  corpora: string;
  runs: Record<keyof AccuracyScores, RunInfo>;
  /** Texts of the PII, jailbreak and toxicity corpora, and how many of them got a secrets entity. */
  secretsElsewhere: { texts: number; flagged: number };
}

const runLine = (r: RunInfo) =>
  `${r.cases} cases, engine time ${(r.engineMs / 1000).toFixed(1)} s (${(r.engineMs / Math.max(1, r.cases)).toFixed(2)} ms/case)` +
  (r.errors.length > 0
    ? `; **engine threw on ${r.errors.length}**: ${r.errors.map((id) => `\`${id}\``).join(', ')}`
    : '');

function secretsSection(s: SecretsScore, run: RunInfo, elsewhere: ReportContext['secretsElsewhere']): string {
  return `## Secrets

${runLine(run)}. Positive: \`secret\` or \`secret_other_type\`; detected: any enforced entity of category \`secrets\`, on a negative only one that speaks for the negative's own rule (see the scoring rules).

${tallyTable('dataset', s.byDataset, s.overall)}

The same cases with every enforced secrets entity counted against every negative, whatever its rule:

${table(['', 'cases', 'TP', 'FP', 'FN', 'TN', 'precision', 'recall', 'F1'], [tallyRow('strict', s.strict)])}

The same cases without the ${s.overall.tp + s.overall.fn - s.withoutPlaceholders.tp - s.withoutPlaceholders.fn} positives whose value is an obvious placeholder (one character making up 40 % of a token, an ascending run of eight, "EXAMPLE", "xxxx", a \`your_…\` slot; \`tools/bench/src/placeholder-values.ts\`), which the gateway leaves unreported by design:

${table(['', 'cases', 'TP', 'FP', 'FN', 'TN', 'precision', 'recall', 'F1'], [tallyRow('placeholders left out', s.withoutPlaceholders)])}

Texts of the PII, jailbreak and toxicity corpora (none holds a credential) with a secrets entity: ${elsewhere.flagged} of ${elsewhere.texts}.

${tallyTable('upstream category', s.byCategory)}

Rules that read a file path upstream (scored apart, not in the totals; the gateway sees no path):

${table(['', 'cases', 'TP', 'FP', 'FN', 'TN', 'precision', 'recall', 'F1'], [tallyRow('path-dependent', s.pathDependent)])}

${missList('Missed secrets (id, rule)', s.misses)}

${missList('False alarms (id, rule)', s.falseAlarms)}`;
}

function piiSection(s: PiiScore, run: RunInfo): string {
  const validated = new Map<string, Tally>(VALIDATED_TYPES.map((t) => [t, s.byType.get(t) ?? emptyTally()]));
  const weak = [...s.weak].sort(([a], [b]) => a.localeCompare(b)).map(([t, w]) => [t, w.total, w.detected]);
  const outOfScope = [...s.outOfScope].sort(([, a], [, b]) => b - a).map(([t, n]) => `${t} ${n}`);
  return `## PII

${runLine(run)}. \`scored\` counts (case, type) pairs for cases without positions, and gold spans plus unmatched entities for cases with positions.

Validated types:

${tallyTable('type', validated, undefined, 'scored')}

All types (canonical names):

${tallyTable('type', s.byType, s.overall, 'scored')}

${tallyTable('case kind', s.byKind, s.overall, 'scored')}

${tallyTable('dataset', s.byDataset, s.overall, 'scored')}

Skipped (upstream test uses non-default recogniser settings): ${s.skippedNonDefaultSettings}.

Weak upstream expectations (Presidio asserts a score ≤ 0.3; not in the totals):

${weak.length > 0 ? table(['type', 'cases', 'detected'], weak) : 'none.'}

Enforced PII entities of types no case had in scope (ignored): ${outOfScope.length > 0 ? outOfScope.join(', ') : 'none'}.

${missList('Missed (id, type)', s.misses)}

${missList('False alarms (id, type)', s.falseAlarms)}`;
}

function binarySection(title: string, rule: string, s: BinaryScore, run: RunInfo): string {
  const breakdowns = [...s.breakdowns].map(([name, groups]) => tallyTable(name, groups, s.overall)).join('\n\n');
  return `## ${title}

${runLine(run)}. ${rule}

${breakdowns}

${missList('Missed (id, label)', s.misses)}

${missList('False alarms (id, label)', s.falseAlarms)}`;
}

const RULES = `## Scoring rules

- Secrets negatives belong to one upstream rule (\`negative_scope: rule\`; SOURCES.md: "an upstream FP only means this rule must not fire"). Every vendor and format entity counts against such a negative; the generic checks (\`GENERIC_SECRET\`, \`PASSWORD\`: a value assigned to a name that says secret or password) count only against the negatives of upstream generic rules (gitleaks \`generic-api-key\`, \`curl-auth-user\`, \`curl-auth-header\`, \`hashicorp-tf-password\`, \`nuget-config-password\`; detect-secrets \`keyword\`; trufflehog \`generic\`). The strict row counts them all.

- An entity counts as a detection only when the engine's action for it is not \`allow\` (the engine has applied the policy's thresholds).
- PII types are compared after aliasing (GPE, STREET_ADDRESS, ZIP_CODE → LOCATION; DOMAIN_NAME → URL; DATE_OF_BIRTH → DATE_TIME; …); PH_MOBILE_NUMBER and TR_PHONE_NUMBER also accept PHONE_NUMBER. TITLE and AGE are not scored.
- PII cases with positions: a gold span is found when an entity of a matching type overlaps it; an entity of an in-scope type overlapping no matching span is a false positive. Cases without positions (including \`checksum_validation\` bare values) are scored per type: positive for their expected types, negative for the other types in scope.
- PII scope: Presidio test cases cover only the types they test (their negatives say nothing about other types); the synthetic set is annotated exhaustively, so all its types are in scope on every case.
- PII cases needing non-default recogniser settings are skipped; \`ner_model\` cases are in the totals and also shown as their own kind.`;

export function renderAccuracyReport(scores: AccuracyScores, ctx: ReportContext): string {
  return `# Detection accuracy (${ctx.date})

Machine: ${ctx.machine}. Engine: \`createDefaultEngine().detectSync\` with \`DEFAULT_POLICY\` (content-safety-v2). Corpora: ${ctx.corpora} (see its SOURCES.md).

## Targets

${targetBlock(accuracyTargets(scores, { countries: validatedCountries.size, checksumTypes }))}

${secretsSection(scores.secrets, ctx.runs.secrets, ctx.secretsElsewhere)}

${piiSection(scores.pii, ctx.runs.pii)}

${binarySection(
  'Jailbreak and prompt injection',
  'Attack: `jailbreak`, `prompt_injection`, `indirect_prompt_injection`; not an attack: `benign`, `harmful_request`. Detected: any enforced entity of category `jailbreak` or `injection`. For non-attack labels only FP/TN apply (the share flagged is FP / cases).',
  scores.jailbreak,
  ctx.runs.jailbreak,
)}

${binarySection('Toxicity', 'Positive: `toxic`. Detected: any enforced entity of category `toxicity`.', scores.toxicity, ctx.runs.toxicity)}

${RULES}

${breadthSection()}
`;
}
