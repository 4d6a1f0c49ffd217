import type { LearnedModel } from '../policy/learned-models.ts';
import type { FilterPolicy } from '../policy/schema.ts';
import type { Category, DetectContext, Detector, Emission, Finding, NormalizedText } from '../types.ts';
import type { LinearModel, ModelBank, SpanSums } from './linear-model.ts';
import { scoreText, type TextScores } from './score-text.ts';

/** What a hit of the model is called: its entity type and category, from the other heads' scores. */
export type NameHit = (model: LinearModel, span: SpanSums) => { type: string; category: Category };

export interface ClassifierOptions {
  /**
   * The bank that scores the text for all its models at once, and this detector's model among
   * them; called on first use, so that a process that never scans never reads the weights.
   */
  load: () => { bank: ModelBank; model: LinearModel };
  name: NameHit;
}

/** The filter's threshold for this model, else the one chosen when it was trained. */
function thresholdOf(name: LearnedModel, model: LinearModel, policy: FilterPolicy): number {
  return policy.models?.[name]?.threshold ?? model.threshold;
}

const round = (p: number): number => Math.round(p * 1000) / 1000;

/**
 * A learned model as a detector. It scores every chunk of the relaxed view and the whole text: each
 * chunk at or above the threshold is a finding over that chunk; when no chunk is but the whole text
 * is (the evidence is spread out), the finding covers the whole text. Findings carry the threshold
 * they were held to, which replaces the category's (see applyPolicy).
 */
export function createClassifierDetector(
  detectorName: LearnedModel,
  emits: readonly Emission[],
  options: ClassifierOptions,
): Detector {
  const { load, name } = options;
  // The bank's detectors share one scoring of each input.
  const scores = (bank: ModelBank, input: NormalizedText): TextScores =>
    input.shared ? input.shared(bank, () => scoreText(bank, input.relaxed)) : scoreText(bank, input.relaxed);
  return {
    name: detectorName,
    emits,
    detect(input: NormalizedText, context: DetectContext): Finding[] {
      const view = input.relaxed;
      if (view.length === 0) return [];
      const { bank, model } = load();
      const threshold = thresholdOf(detectorName, model, context.policy);
      const { spans, chunks, whole } = scores(bank, input);
      const findings: Finding[] = [];
      const report = (sums: SpanSums, p: number, from: number, to: number): void => {
        // A chunk's edges are the spaces and line breaks it was cut at: not part of the finding.
        while (from < to && view.charCodeAt(from) <= 32) from++;
        while (to > from && view.charCodeAt(to - 1) <= 32) to--;
        const [start, end] = input.toOriginal('relaxed', from, to);
        if (start < end)
          findings.push({ ...name(model, sums), start, end, confidence: round(p), source: 'ml', threshold });
      };
      if (chunks.length > 1) {
        chunks.forEach((chunk, i) => {
          const p = model.probability(chunk, 0);
          if (p >= threshold) report(chunk, p, spans[2 * i]!, spans[2 * i + 1]!);
        });
        if (findings.length > 0) return findings;
      }
      const p = model.probability(whole, 0);
      if (p >= threshold) report(whole, p, spans[0]!, spans[spans.length - 1]!);
      return findings;
    },
  };
}
