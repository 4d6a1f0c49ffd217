import { chunkText } from './chunks.ts';
import { addSums, type LinearModel, type ModelBank, type SpanSums } from './linear-model.ts';

export interface TextScores {
  /** Chunk bounds in the scored view, flattened: [s0, e0, s1, e1, …]. */
  spans: number[];
  /** Each chunk's sums; one chunk is the whole text. */
  chunks: SpanSums[];
  whole: SpanSums;
}

/** A bank's sums for every chunk of a view and for the whole of it. */
export function scoreText(bank: ModelBank, view: string): TextScores {
  const spans = chunkText(view);
  const chunks: SpanSums[] = [];
  for (let i = 0; i < spans.length; i += 2) chunks.push(bank.sums(view, spans[i]!, spans[i + 1]!));
  const whole = chunks.length === 1 ? chunks[0]! : addSums(chunks);
  return { spans, chunks, whole };
}

/** A model's first-head highest probability over the chunks and the whole: what its detector compares with its threshold. */
export function topProbability(model: LinearModel, scores: TextScores): number {
  const { chunks, whole } = scores;
  let top = model.probability(whole, 0);
  if (chunks.length > 1) for (const chunk of chunks) top = Math.max(top, model.probability(chunk, 0));
  return top;
}
