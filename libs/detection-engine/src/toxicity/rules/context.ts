import type { ToxicityLabel } from '../labels.ts';
import { F, type Lexicon, type TokenInfo } from '../words/lexicon.ts';
import type { Sentence } from './sentence.ts';

/** A scored span of a sentence, by word index (inclusive). */
export interface SpanHit {
  label: ToxicityLabel;
  weight: number;
  from: number;
  to: number;
}

/** One sentence resolved against the lexicon: what the rules work on. */
export interface SentenceContext {
  text: string;
  words: readonly string[];
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
  infos: (TokenInfo | undefined)[];
  flags: number[];
  /** Lexicon hits (words and phrases) first, then hits added by the rules. */
  hits: SpanHit[];
}

const AGE_UNITS = new Set(['year', 'years', 'yr', 'yrs']);

/** "12 year old" marks a minor; the number alone does not. */
function markAges(words: readonly string[], flags: number[]): void {
  for (let i = 0; i + 2 < words.length; i++) {
    const w = words[i] ?? '';
    if (w.length > 2 || !/^\d+$/.test(w) || Number(w) >= 18) continue;
    if (AGE_UNITS.has(words[i + 1] ?? '') && (words[i + 2] ?? '').startsWith('old')) {
      flags[i + 2] = (flags[i + 2] ?? 0) | F.MINOR;
    }
  }
}

/** Builds the context of a sentence whose words are already resolved (`infos`, one per word). */
export function buildContext(
  lex: Lexicon,
  sentence: Sentence,
  infos: (TokenInfo | undefined)[],
  text: string,
): SentenceContext {
  const { words } = sentence;
  const flags = infos.map((info) => info?.flags ?? 0);
  markAges(words, flags);
  const hits: SpanHit[] = [];
  for (let i = 0; i < infos.length; i++) {
    const info = infos[i];
    if (!info) continue;
    for (const h of info.hits) hits.push({ label: h.label, weight: h.weight, from: i, to: i });
    for (const phrase of lex.phrases.get(info.word) ?? []) {
      const last = i + phrase.words.length - 1;
      if (last >= infos.length) continue;
      let k = 1;
      while (k < phrase.words.length && infos[i + k]?.word === phrase.words[k]) k++;
      if (k < phrase.words.length) continue;
      flags[last] = (flags[last] ?? 0) | phrase.flags;
      for (const h of phrase.hits) hits.push({ label: h.label, weight: h.weight, from: i, to: last });
    }
  }
  return { text, words, starts: sentence.starts, ends: sentence.ends, infos, flags, hits };
}
