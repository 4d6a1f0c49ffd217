import type { Finding, NormalizedText } from '../types.ts';
import type { SentenceContext, SpanHit } from './rules/context.ts';
import type { ToxicityLabel } from './labels.ts';

/** Below this a label is not reported at all (the default policy acts from 0.6). */
export const MIN_CONFIDENCE = 0.4;
/** Logit of a label with no evidence; one hit of weight 1.5 brings it to 0.5. */
const BIAS = -1.5;
/** Each further hit of a label counts half as much as the one before: repetition is weak evidence. */
const DECAY = 0.5;
/** SEVERE_TOXICITY needs the positive logits of all labels to add up past this. */
const SEVERE_BIAS = -5.5;
const MIN_SPAN_WEIGHT = 0.8;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
const round = (x: number): number => Math.round(Math.min(x, 0.99) * 1000) / 1000;

function logits(hits: readonly SpanHit[]): Map<ToxicityLabel, number> {
  const weights = new Map<ToxicityLabel, number[]>();
  for (const h of hits) {
    const list = weights.get(h.label) ?? [];
    list.push(h.weight);
    weights.set(h.label, list);
  }
  const out = new Map<ToxicityLabel, number>();
  for (const [label, list] of weights) {
    list.sort((a, b) => b - a);
    out.set(
      label,
      list.reduce((sum, w, k) => sum + w * DECAY ** k, BIAS),
    );
  }
  return out;
}

/** The spans of a label's hits, overlapping or adjacent ones merged, as word ranges. */
function spans(hits: readonly SpanHit[], label: ToxicityLabel): [number, number][] {
  const own = hits.filter((h) => h.label === label);
  const floor = Math.min(MIN_SPAN_WEIGHT, Math.max(...own.map((h) => h.weight)));
  const ranges = own
    .filter((h) => h.weight >= floor)
    .map((h): [number, number] => [h.from, h.to])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else merged.push(r);
  }
  return merged;
}

/** Turns a sentence's hits into findings: one per label and span, plus SEVERE_TOXICITY over the sentence. */
export function sentenceFindings(ctx: SentenceContext, input: NormalizedText, out: Finding[]): void {
  const finding = (type: ToxicityLabel, from: number, to: number, confidence: number): void => {
    const [start, end] = input.toOriginal('relaxed', ctx.starts[from] ?? 0, ctx.ends[to] ?? 0);
    out.push({ type, category: 'toxicity', start, end, confidence: round(confidence), source: 'regex' });
  };
  let severe = SEVERE_BIAS;
  for (const [label, logit] of logits(ctx.hits)) {
    severe += Math.max(0, logit);
    const confidence = sigmoid(logit);
    if (confidence < MIN_CONFIDENCE) continue;
    for (const [from, to] of spans(ctx.hits, label)) finding(label, from, to, confidence);
  }
  if (sigmoid(severe) >= MIN_CONFIDENCE) finding('SEVERE_TOXICITY', 0, ctx.words.length - 1, sigmoid(severe));
}
