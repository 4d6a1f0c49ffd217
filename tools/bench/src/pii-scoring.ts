import type { ExpectedScore, PiiCase, PiiSpan } from './corpora.ts';
import { countInto, emptyMissList, noteMiss, sumTallies, type MissList, type Outcome, type Tally } from './metrics.ts';
import { canonicalType, isScored, needsNonDefaultSettings, typeMatches, WEAK_UPSTREAM_SCORE } from './pii-types.ts';
import { enforced, MISS_CAP, type EngineEntity, type Scored } from './scoring.ts';

export type PiiCaseMeta = Omit<PiiCase, 'text'>;

export interface PiiScore {
  /** Keyed by canonical gold type. */
  byType: Map<string, Tally>;
  overall: Tally;
  byDataset: Map<string, Tally>;
  /** analyze / checksum_validation / ner_model / synthetic_template_sentence. */
  byKind: Map<string, Tally>;
  /** Positives Presidio itself only asserts at a score ≤ WEAK_UPSTREAM_SCORE, by type. */
  weak: Map<string, { total: number; detected: number }>;
  skippedNonDefaultSettings: number;
  /** Enforced PII entities whose type no case had in scope, by type. */
  outOfScope: Map<string, number>;
  misses: MissList;
  falseAlarms: MissList;
}

interface TypeOutcome {
  type: string;
  outcome: Outcome;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

const kindOf = (c: PiiCaseMeta) => c.kind.split(/[\s(]/, 1)[0] ?? c.kind;

const scoredTypes = (types: Iterable<string>) => [...new Set([...types].filter(isScored).map(canonicalType))];

function scoreUpperBound(score: ExpectedScore | undefined): number | undefined {
  if (score === undefined) return undefined;
  // A range's upper end is its last element.
  const bounds = (typeof score === 'number' ? [score] : score.map((s) => (typeof s === 'object' ? s.at(-1) : s)))
    .map((v) => (v === 'max' ? 1 : v))
    .filter((v): v is number => typeof v === 'number');
  return bounds.length === 0 ? undefined : Math.max(...bounds);
}

function isWeak(c: PiiCaseMeta): boolean {
  const upper = scoreUpperBound(c.expected_score);
  return c.label === 'pii' && upper !== undefined && upper <= WEAK_UPSTREAM_SCORE;
}

/**
 * A dataset whose negatives say "all entity types annotated in this dataset" is annotated
 * exhaustively: any prediction of one of its types that matches no gold span is a false positive.
 */
function exhaustiveScopes(cases: readonly PiiCaseMeta[]): Map<string, string[]> {
  const exhaustive = new Set(
    cases.filter((c) => c.negative_scope?.startsWith('all entity types')).map((c) => c.dataset),
  );
  const types = new Map<string, Set<string>>();
  for (const c of cases) {
    if (!exhaustive.has(c.dataset)) continue;
    const set = types.get(c.dataset) ?? new Set<string>();
    for (const t of [...c.expect, ...c.spans.map((s) => s.entity_type)]) set.add(t);
    types.set(c.dataset, set);
  }
  return new Map([...types].map(([dataset, set]) => [dataset, scoredTypes(set)]));
}

/** Gold spans: each is found or missed; each in-scope prediction overlapping no same-type span is a false positive. */
function spanOutcomes(gold: PiiSpan[], predicted: EngineEntity[], scope: string[], out: TypeOutcome[]) {
  for (const g of gold) {
    const found = predicted.some((e) => typeMatches(g.entity_type, e.type) && overlaps(g, e));
    out.push({ type: canonicalType(g.entity_type), outcome: found ? 'tp' : 'fn' });
  }
  for (const e of predicted) {
    const type = scope.find((t) => typeMatches(t, e.type));
    if (type === undefined) continue;
    if (!gold.some((g) => typeMatches(g.entity_type, e.type) && overlaps(g, e))) out.push({ type, outcome: 'fp' });
  }
}

/** No positions: per type in scope, the case is positive for its expected types and negative for the rest. */
function caseOutcomes(expected: string[], predicted: EngineEntity[], scope: string[], out: TypeOutcome[]) {
  for (const type of new Set([...expected, ...scope])) {
    const found = predicted.some((e) => typeMatches(type, e.type));
    out.push({ type, outcome: expected.includes(type) ? (found ? 'tp' : 'fn') : found ? 'fp' : 'tn' });
  }
}

function outcomesOf(c: PiiCaseMeta, predicted: EngineEntity[], datasetScope: string[] | undefined): TypeOutcome[] {
  const scope =
    datasetScope ??
    scoredTypes([...(c.entity_type ? [c.entity_type] : []), ...c.expect, ...c.spans.map((s) => s.entity_type)]);
  const out: TypeOutcome[] = [];
  if (c.label === 'pii' && c.spans.length > 0) {
    spanOutcomes(
      c.spans.filter((s) => isScored(s.entity_type)),
      predicted,
      scope,
      out,
    );
  } else {
    // A negative's spans (Presidio lists zero-score results) are not gold.
    caseOutcomes(c.label === 'no_pii' ? [] : scoredTypes(c.expect), predicted, scope, out);
  }
  return out;
}

export function scorePii(items: readonly Scored<PiiCaseMeta>[], cap = MISS_CAP): PiiScore {
  const scopes = exhaustiveScopes(items.map((i) => i.case));
  const score: Omit<PiiScore, 'overall'> = {
    byType: new Map(),
    byDataset: new Map(),
    byKind: new Map(),
    weak: new Map(),
    skippedNonDefaultSettings: 0,
    outOfScope: new Map(),
    misses: emptyMissList(),
    falseAlarms: emptyMissList(),
  };
  for (const { case: c, entities } of items) {
    if (needsNonDefaultSettings(c.recognizer_params)) {
      score.skippedNonDefaultSettings += 1;
      continue;
    }
    const predicted = entities.filter((e) => e.category === 'pii' && enforced(e));
    if (isWeak(c)) {
      const type = canonicalType(c.entity_type ?? c.expect[0] ?? 'UNKNOWN');
      const w = score.weak.get(type) ?? { total: 0, detected: 0 };
      w.total += 1;
      if (predicted.some((e) => typeMatches(type, e.type))) w.detected += 1;
      score.weak.set(type, w);
      continue;
    }
    const outcomes = outcomesOf(c, predicted, scopes.get(c.dataset));
    for (const e of predicted) {
      if (!outcomes.some((o) => typeMatches(o.type, e.type))) {
        score.outOfScope.set(e.type, (score.outOfScope.get(e.type) ?? 0) + 1);
      }
    }
    for (const { type, outcome } of outcomes) {
      countInto(score.byType, type, outcome);
      countInto(score.byDataset, c.dataset, outcome);
      countInto(score.byKind, kindOf(c), outcome);
      if (outcome === 'fn') noteMiss(score.misses, { id: c.id, detail: type }, cap);
      if (outcome === 'fp') noteMiss(score.falseAlarms, { id: c.id, detail: type }, cap);
    }
  }
  return { ...score, overall: sumTallies(score.byType.values()) };
}
