import type { Action, Finding, FindingSource } from '../types.ts';
import { actionStrength, hidesText } from './actions.ts';

type Resolvable = Finding & { action?: Action };

/**
 * A confirmed finding beats a bare pattern, which beats a model's guess, when all else is equal. An
 * MRZ field is confirmed by its check digits; an identity layout's field by its printed label.
 */
const SOURCE_RANK: Record<FindingSource, number> = {
  mrz: 3,
  validator: 3,
  identity_layout: 2,
  regex: 2,
  nlp: 1,
  ml: 0,
};

/**
 * Which findings compete for the same characters. PII and secrets share one lane: a span of text
 * is one thing, a card number or a phone number, not both. Toxicity, jailbreak and injection
 * findings often cover a whole sentence or the whole text; they compete only with the same type
 * (a built-in and an ML detector agreeing), so a jailbreak covering the prompt never hides the
 * e-mail address inside it, and a text can be both an insult and a threat.
 */
function lane(finding: Finding): string {
  return finding.category === 'pii' || finding.category === 'secrets' ? 'data' : `${finding.category}:${finding.type}`;
}

/**
 * Order of preference among overlapping findings of one lane:
 * 1. a finding whose action hides text (mask, reject) before one that does not (flag, allow), so an
 *    allowed or flagged URL never leaves the e-mail address inside it unmasked;
 * 2. a secret before PII: a token inside a URL or a password inside an address line is the finding
 *    that matters (it may be rejected or rotated), and it still hides the characters it covers;
 * 3. the longest span;
 * 4. the highest confidence;
 * 5. the strongest action;
 * 6. the most trustworthy source (validator, regex, nlp, ml);
 * 7. the earliest start, then the type's name, so that the outcome never depends on input order.
 */
function compare(a: Resolvable, b: Resolvable): number {
  return (
    Number(hidesText(b.action ?? 'allow')) - Number(hidesText(a.action ?? 'allow')) ||
    Number(b.category === 'secrets') - Number(a.category === 'secrets') ||
    b.end - b.start - (a.end - a.start) ||
    b.confidence - a.confidence ||
    actionStrength(b.action ?? 'allow') - actionStrength(a.action ?? 'allow') ||
    SOURCE_RANK[b.source] - SOURCE_RANK[a.source] ||
    a.start - b.start ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)
  );
}

/**
 * Adds the finding to a lane's kept spans (disjoint, ordered by start) unless it overlaps one;
 * a binary search keeps this fast on texts with thousands of findings.
 */
function claim(spans: Finding[], finding: Finding): boolean {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (spans[middle]!.start < finding.end) low = middle + 1;
    else high = middle;
  }
  // spans[low - 1] is the last span starting before the finding ends: the only one that can overlap.
  const before = spans[low - 1];
  if (before && before.end > finding.start) return false;
  spans.splice(low, 0, finding);
  return true;
}

/**
 * Keeps, of every set of overlapping findings in a lane, the preferred one (see `compare`);
 * findings that overlap nothing are all kept. The result is ordered by position.
 */
export function resolveOverlaps<T extends Resolvable>(findings: readonly T[]): T[] {
  const kept: T[] = [];
  const spansByLane = new Map<string, Finding[]>();
  for (const finding of [...findings].sort(compare)) {
    const key = lane(finding);
    const spans = spansByLane.get(key) ?? [];
    spansByLane.set(key, spans);
    if (claim(spans, finding)) kept.push(finding);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}
