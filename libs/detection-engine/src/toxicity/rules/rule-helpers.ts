import type { SentenceContext } from './context.ts';
import type { ToxicityLabel } from '../labels.ts';
import { F } from '../words/lexicon.ts';

export const flagAt = (ctx: SentenceContext, i: number): number => ctx.flags[i] ?? 0;

export function push(ctx: SentenceContext, label: ToxicityLabel, weight: number, from: number, to: number): void {
  ctx.hits.push({ label, weight, from: Math.min(from, to), to: Math.max(from, to) });
}

/** "not", "never", "don't" shortly before a word, unless it is "not only". */
export function negatedBefore(ctx: SentenceContext, i: number, window = 4): boolean {
  for (let j = i - 1; j >= 0 && j >= i - window; j--) {
    if (flagAt(ctx, j) & F.NEGATION) return ctx.words[j + 1] !== 'only' && ctx.words[j + 1] !== 'just';
  }
  return false;
}
