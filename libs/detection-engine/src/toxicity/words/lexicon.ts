import type { ToxicityLabel } from '../labels.ts';
import {
  CANONICAL,
  LEXICON,
  TOKEN_CLASS_NAMES,
  TOKEN_CLASSES,
  type Inflection,
  type TokenClass,
} from './lexicon-data.ts';

export interface Hit {
  label: ToxicityLabel;
  weight: number;
}

/** What the lexicon knows about one word: its toxic hits and its word classes (a bit set). */
export interface TokenInfo {
  /** The lexicon key the token resolved to (after folding masks, repeats and spelling variants). */
  word: string;
  hits: Hit[];
  flags: number;
  /** Whether a sentence with this word can yield anything: a hit, a rule trigger or a phrase start. */
  salient: boolean;
}

export interface PhraseEntry {
  words: readonly string[];
  hits: Hit[];
  flags: number;
}

export interface Lexicon {
  words: ReadonlyMap<string, TokenInfo>;
  /** Phrases by their first word. */
  phrases: ReadonlyMap<string, readonly PhraseEntry[]>;
  /** Strong single words by length, to resolve masked spellings such as f*ck. */
  masked: ReadonlyMap<number, readonly TokenInfo[]>;
  /** Stand-ins for compounds built on a strong root (e.g. a new "-fuck" or "shit-" word). */
  roots: ReadonlyMap<string, TokenInfo>;
}

/** One bit per word class. */
export const F = Object.fromEntries(TOKEN_CLASS_NAMES.map((name, i) => [name, 1 << i])) as Readonly<
  Record<TokenClass, number>
>;

/** Word classes that can make a sentence toxic without any lexicon hit (through the rules). */
export const RULE_TRIGGERS = F.VIOLENT | F.VIOLENT_WEAK | F.HATE_VERB | F.DEHUMAN | F.IDENTITY;

function plural(word: string): string {
  if (/(?:s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function verbForms(word: string): string[] {
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  // Short consonant-vowel-consonant verbs double their last letter (stab → stabbed); both spellings are kept.
  const doubled = /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(word) ? word + word.slice(-1) : stem;
  const forms = [word, plural(word), `${stem}ed`, `${stem}ing`, `${stem}er`, `${stem}ers`];
  return doubled === stem ? forms : [...forms, `${doubled}ed`, `${doubled}ing`, `${doubled}er`, `${doubled}ers`];
}

export function inflect(word: string, kind: Inflection): string[] {
  if (kind === 'n') return [word, plural(word)];
  if (kind === 'p') return [plural(word)];
  if (kind === 'v') return verbForms(word);
  return [word];
}

// A Map, not the object itself: words such as "constructor" must not reach Object.prototype.
const CANONICAL_MAP: ReadonlyMap<string, string> = new Map(Object.entries(CANONICAL));

export function canonical(word: string): string {
  return CANONICAL_MAP.get(word) ?? word;
}

/** Expands "a/b_c" into [[a, c], [b, c]]. */
function expandPhrase(term: string): string[][] {
  return term
    .split('_')
    .reduce<string[][]>(
      (acc, slot) => acc.flatMap((prefix) => slot.split('/').map((alt) => [...prefix, canonical(alt)])),
      [[]],
    );
}

function addHit(hits: Hit[], hit: Hit): void {
  const same = hits.find((h) => h.label === hit.label);
  if (!same) hits.push({ ...hit });
  else same.weight = Math.max(same.weight, hit.weight);
}

/** Compound roots: [root, label, weight]; a root is found at the start or end of an unknown word. */
const ROOTS: readonly (readonly [string, ToxicityLabel, number])[] = [
  ['fuck', 'PROFANITY', 2.8],
  ['shit', 'PROFANITY', 2.4],
  ['nigg', 'HATE', 3.4],
  ['fag', 'HATE', 3.2],
  ['cunt', 'INSULT', 3],
  ['bitch', 'INSULT', 2.8],
  ['whore', 'INSULT', 2.8],
  ['slut', 'INSULT', 2.8],
  ['twat', 'INSULT', 2.8],
  ['dick', 'INSULT', 2.4],
  ['cock', 'SEXUAL', 2.4],
  ['ass', 'INSULT', 2.2],
  ['porn', 'SEXUAL', 2.6],
  ['jizz', 'SEXUAL', 2.6],
  ['wank', 'SEXUAL', 2.4],
  ['tard', 'INSULT', 2.6],
];

export function buildLexicon(): Lexicon {
  const words = new Map<string, TokenInfo>();
  const phrases = new Map<string, PhraseEntry[]>();
  const entry = (word: string): TokenInfo => {
    const found = words.get(word);
    if (found) return found;
    const created: TokenInfo = { word, hits: [], flags: 0, salient: false };
    words.set(word, created);
    return created;
  };
  const addPhrase = (term: string, hits: Hit[], flags: number): void => {
    for (const parts of expandPhrase(term)) {
      parts.forEach((w) => entry(w));
      const list = phrases.get(parts[0] ?? '') ?? [];
      list.push({ words: parts, hits, flags });
      phrases.set(parts[0] ?? '', list);
    }
  };

  for (const [label, weight, kind, terms] of LEXICON) {
    for (const term of terms.split(' ')) {
      if (term.includes('_')) addPhrase(term, [{ label, weight }], 0);
      else for (const form of inflect(term, kind)) addHit(entry(canonical(form)).hits, { label, weight });
    }
  }
  for (const [name, kind, terms] of TOKEN_CLASSES) {
    for (const term of terms.split(' ')) {
      if (term.includes('_')) addPhrase(term, [], F[name]);
      else for (const form of inflect(term, kind)) entry(canonical(form)).flags |= F[name];
    }
  }

  const masked = new Map<number, TokenInfo[]>();
  for (const info of words.values()) {
    if (info.word.length < 3 || !info.hits.some((h) => h.weight >= 2.2)) continue;
    const list = masked.get(info.word.length) ?? [];
    list.push(info);
    masked.set(info.word.length, list);
  }
  for (const info of words.values()) {
    info.salient = info.hits.length > 0 || (info.flags & RULE_TRIGGERS) !== 0 || phrases.has(info.word);
  }
  // Informal spellings ("u", "ur", "imma") resolve straight to their canonical entry.
  for (const [variant, canon] of CANONICAL_MAP) {
    const info = words.get(canon);
    if (info && !words.has(variant)) words.set(variant, info);
  }
  const roots = new Map(
    ROOTS.map(([root, label, weight]) => [root, { word: root, hits: [{ label, weight }], flags: 0, salient: true }]),
  );
  return { words, phrases, masked, roots };
}
