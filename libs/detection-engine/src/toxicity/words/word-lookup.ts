import type { Lexicon, TokenInfo } from './lexicon.ts';
import { cachedResolver } from '../rules/resolve.ts';
import { startsRules } from '../rules/rules.ts';
import type { Sentence } from '../rules/sentence.ts';
import {
  DOUBLED,
  EXOTIC,
  HashFilter,
  hashAt,
  hashOf,
  MASKED,
  mix,
  OVERLONG,
  POSSESSIVE,
  ROOTED,
  SPELLED,
  squeezedHashAt,
  foldedAt,
} from './word-shape.ts';

/** The lexicon's words in an open-addressing table, looked up by hash and compared in place. */
class WordTable {
  readonly #slots: Int32Array;
  readonly #hashes: number[] = [];
  readonly #keys: string[] = [];
  readonly #infos: TokenInfo[] = [];

  constructor(words: ReadonlyMap<string, TokenInfo>) {
    let size = 1024;
    while (size < words.size * 4) size *= 2;
    this.#slots = new Int32Array(size).fill(-1);
    for (const [key, info] of words) {
      const hash = hashOf(key);
      let slot = mix(hash) & (size - 1);
      while ((this.#slots[slot] ?? -1) >= 0) slot = (slot + 1) & (size - 1);
      this.#slots[slot] = this.#keys.length;
      this.#hashes.push(hash);
      this.#keys.push(key);
      this.#infos.push(info);
    }
  }

  get(hash: number, text: string, start: number, end: number): TokenInfo | undefined {
    const mask = this.#slots.length - 1;
    for (let slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.#slots[slot] ?? -1;
      if (entry < 0) return undefined;
      if (this.#hashes[entry] === hash && this.#same(this.#keys[entry] ?? '', text, start, end))
        return this.#infos[entry];
    }
  }

  #same(key: string, text: string, start: number, end: number): boolean {
    if (key.length !== end - start) return false;
    for (let k = 0; k < key.length; k++) if (foldedAt(text, start + k) !== key.charCodeAt(k)) return false;
    return true;
  }
}

export interface WordLookup {
  /**
   * Whether the rules may find anything in the sentence, from its words' shapes: false when no word
   * can resolve to an entry that starts a rule (see startsRules) or anchors a phrase.
   */
  mayMatter(sentence: Sentence): boolean;
  /** The entry `resolve` gives the i-th word of the sentence. */
  resolve(sentence: Sentence, i: number): TokenInfo | undefined;
}

// Words too common to anchor a phrase by, when the phrase has a rarer one.
const COMMON = new Set(
  [
    "a about after all also an and any are as at back be because been better but by can come could day did do don't",
    'down end even first for from get give go good had has have he her him his how i if in into is it its just',
    'like little look make me most my need needs new no not now of off on one only or other our out over own',
    'people say see she should so some take than that the their them then there these they think this time to two',
    'up us very want was way we well were what when where which who will with would year you your',
  ]
    .join(' ')
    .split(' '),
);

/**
 * One word of each phrase that holds no word starting a rule: a phrase can only complete where its
 * anchor occurs. The longest word not too common, for the fewest false alarms.
 */
function phraseAnchors(lex: Lexicon): Set<string> {
  const anchors = new Set<string>();
  const rank = (word: string): number => word.length + (COMMON.has(word) ? 0 : 100);
  for (const phrases of lex.phrases.values()) {
    for (const { words } of phrases) {
      if (
        words.some((word) => {
          const info = lex.words.get(word);
          return info !== undefined && startsRules(info);
        })
      )
        continue;
      anchors.add(words.reduce((best, word) => (rank(word) > rank(best) ? word : best)));
    }
  }
  return anchors;
}

/**
 * Resolves words as `resolve` does, without a string for any word that its shape rules out: not a
 * key, and no fallback of `resolve` (mask, possessive, stretched letters, compound, spelled-out
 * letters) can apply. Only the rest goes through the cached resolver.
 */
export function createWordLookup(lex: Lexicon): WordLookup {
  const cached = cachedResolver(lex);
  const table = new WordTable(lex.words);
  const anchors = phraseAnchors(lex);
  // Keys whose entry may make the rules find something, and the same squeezed (for stretched spellings).
  const strong = new HashFilter();
  const strongSqueezed = new HashFilter();
  // A stretched spelling folds onto a key only if both squeeze to the same letters.
  const squeezed = new HashFilter();
  // "a p u s s y" joined reads "apussy": the letters after the article spell a toxic word.
  const toxic = new HashFilter();
  for (const [key, info] of lex.words) {
    squeezed.add(squeezedHashAt(key, 0, key.length));
    if (startsRules(info) || anchors.has(info.word)) {
      strong.add(hashOf(key));
      strongSqueezed.add(squeezedHashAt(key, 0, key.length));
    }
    if (info.hits.length > 0) toxic.add(hashOf(key));
  }

  const spelledOut = (sentence: Sentence, i: number): boolean =>
    toxic.mayHave(hashAt(sentence.text, (sentence.starts[i] ?? 0) + 1, sentence.ends[i] ?? 0));

  return {
    mayMatter(sentence) {
      for (let i = 0; i < sentence.length; i++) {
        const shape = sentence.shapes[i] ?? 0;
        if (shape & OVERLONG) continue;
        // Masked, compound and spelled-out readings all have hits.
        if (shape & (MASKED | EXOTIC | POSSESSIVE | ROOTED) || strong.mayHave(sentence.hashes[i] ?? 0)) return true;
        if (shape & DOUBLED && strongSqueezed.mayHave(sentence.squeezed[i] ?? 0)) return true;
        if (shape & SPELLED && spelledOut(sentence, i)) return true;
      }
      return false;
    },

    resolve(sentence, i) {
      const shape = sentence.shapes[i] ?? 0;
      if (shape & OVERLONG) return undefined;
      if (shape & (MASKED | EXOTIC)) return cached(sentence.wordAt(i));
      const start = sentence.starts[i] ?? 0;
      const end = sentence.ends[i] ?? 0;
      const direct = table.get(sentence.hashes[i] ?? 0, sentence.text, start, end);
      if (direct) return direct;
      const fallback =
        (shape & (POSSESSIVE | ROOTED)) !== 0 ||
        ((shape & DOUBLED) !== 0 && squeezed.mayHave(sentence.squeezed[i] ?? 0)) ||
        ((shape & SPELLED) !== 0 && spelledOut(sentence, i));
      return fallback ? cached(sentence.wordAt(i)) : undefined;
    },
  };
}
