import type { Lexicon, TokenInfo } from '../words/lexicon.ts';
import { COMPOUND } from '../words/roots.ts';

const LONG_RUN = /(.)\1{2,}/g;
/** Doubled letters that English rarely doubles ("fuuck", "shiit") and a doubled last letter ("fuckk", not "-ss"). */
const ODD_DOUBLE = /([iuy])\1+/g;
const FINAL_DOUBLE = /([^s])\1+$/;
/** Words resolved per detector before the cache starts afresh; bounds memory on endless novel words. */
const CACHE_LIMIT = 50_000;

const isMaskChar = (c: string | undefined): boolean => c === '*' || c === '#' || c === '&' || c === '%';

function fromMask(lex: Lexicon, word: string): TokenInfo | undefined {
  let letters = 0;
  for (let i = 0; i < word.length; i++) if (!isMaskChar(word[i])) letters++;
  // "f******" is as readable as "f*ck": a first letter is enough, otherwise half of them.
  if (letters < 1 || (isMaskChar(word[0]) && letters * 2 < word.length - 1)) return undefined;
  for (const candidate of lex.masked.get(word.length) ?? []) {
    let ok = true;
    for (let i = 0; i < word.length && ok; i++) ok = isMaskChar(word[i]) || word[i] === candidate.word[i];
    // Candidates come in lexicon order, profanity first: "f******" is far more often "fucking" than a slur.
    if (ok) return candidate;
  }
  return undefined;
}

/** Stretched spellings: three or more of a letter always; a double letter only if it makes a toxic word. */
function fromStretched(lex: Lexicon, word: string, longRun: boolean): TokenInfo | undefined {
  if (longRun) {
    const single = lex.words.get(word.replace(LONG_RUN, '$1'));
    if (single) return single;
  }
  const double = longRun ? lex.words.get(word.replace(LONG_RUN, '$1$1')) : undefined;
  const folded = double ?? lex.words.get(word.replace(ODD_DOUBLE, '$1').replace(FINAL_DOUBLE, '$1'));
  return folded && folded.hits.length > 0 ? folded : undefined;
}

/** Spaced-out letters after an article are joined with it ("such a p u s s y" reads "apussy"). */
function fromSpelledOut(lex: Lexicon, word: string): TokenInfo | undefined {
  if (word[0] !== 'a' && word[0] !== 'i') return undefined;
  const rest = lex.words.get(word.slice(1));
  return rest && rest.hits.length > 0 && word !== 'aspic' ? rest : undefined;
}

function fromCompound(lex: Lexicon, word: string): TokenInfo | undefined {
  const m = COMPOUND.exec(word);
  if (!m) return undefined;
  const hit = m[0];
  if (hit.endsWith('tard') || hit.endsWith('tards')) return lex.roots.get('tard');
  for (const [root, info] of lex.roots) if (hit.startsWith(root)) return info;
  return undefined;
}

/**
 * Resolves a lower-case token to its lexicon entry, trying the spelling as written, then a
 * masked spelling (f*ck), a possessive, stretched letters (fuuuck, shitt), and compounds.
 */
export function resolve(lex: Lexicon, word: string): TokenInfo | undefined {
  const direct = lex.words.get(word);
  if (direct) return direct;
  // One pass finds which fallbacks can apply, so that most unknown words cost no regex at all.
  let mask = false;
  let double = false;
  let longRun = false;
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    if (isMaskChar(c)) mask = true;
    else if (i > 0 && c === word[i - 1]) {
      double = true;
      longRun ||= i > 1 && c === word[i - 2];
    }
  }
  if (mask) return fromMask(lex, word);
  if (word.endsWith("'s")) return resolve(lex, word.slice(0, -2));
  const stretched = double ? fromStretched(lex, word, longRun) : undefined;
  if (stretched) return stretched;
  if (word.length < 5) return undefined;
  return fromCompound(lex, word) ?? fromSpelledOut(lex, word);
}

/** A resolver that remembers its answers: words repeat a lot, and most are not in the lexicon. */
export function cachedResolver(lex: Lexicon): (word: string) => TokenInfo | undefined {
  const cache = new Map<string, TokenInfo | null>();
  return (word) => {
    let info = cache.get(word);
    if (info === undefined) {
      info = resolve(lex, word) ?? null;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(word, info);
    }
    return info ?? undefined;
  };
}
