/**
 * The built-in grounding check: the reply is split into claims (sentences with enough content
 * words) and each claim is supported when one passage holds most of its content words and every
 * number it states. A lexical check: cheap, deterministic, and blind to paraphrase, so it flags
 * only claims that share little with every passage.
 */
export interface ClaimVerdict {
  start: number;
  end: number;
  /** 0..1: the best share of the claim's content words found in one passage. */
  support: number;
  supported: boolean;
}

const SUPPORT_THRESHOLD = 0.5;
const MIN_CLAIM_WORDS = 3;
const SENTENCE = /[^.!?\n]+(?:[.!?]+|$)/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const NUMBER = /^\p{N}[\p{N}.,]*$/u;
const STOP_WORDS = new Set(
  (
    'the a an and or but if then than that this these those is are was were be been being of in on at to for ' +
    'from by with as it its into about over under not no yes can could will would should may might must do does ' +
    'did has have had he she they them their there here we you your our his her which who whom what when where why ' +
    'how all any some more most other such only also very just so too both each few own same'
  ).split(' '),
);

/** Lower case with a light plural/tense suffix strip, so "supplies" meets "supply" and "shipped" meets "ship". */
function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && (w.endsWith('ing') || w.endsWith('ed')))
    return w.replace(/(?:ing|ed)$/, '').replace(/(.)\1$/, '$1');
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

function contentWords(text: string): string[] {
  return (text.match(WORD) ?? [])
    .filter((w) => NUMBER.test(w) || (w.length > 2 && !STOP_WORDS.has(w.toLowerCase())))
    .map(stem);
}

export function checkClaims(reply: string, passages: readonly string[]): ClaimVerdict[] {
  const vocabularies = passages.map((p) => new Set(contentWords(p)));
  const verdicts: ClaimVerdict[] = [];
  for (const sentence of reply.matchAll(SENTENCE)) {
    const words = [...new Set(contentWords(sentence[0]))];
    if (words.length < MIN_CLAIM_WORDS) continue;
    const numbers = words.filter((w) => NUMBER.test(w));
    let support = 0;
    for (const vocabulary of vocabularies) {
      if (!numbers.every((n) => vocabulary.has(n))) continue;
      support = Math.max(support, words.filter((w) => vocabulary.has(w)).length / words.length);
    }
    const start = sentence.index + (sentence[0].length - sentence[0].trimStart().length);
    const end = sentence.index + sentence[0].trimEnd().length;
    verdicts.push({ start, end, support: Math.round(support * 100) / 100, supported: support >= SUPPORT_THRESHOLD });
  }
  return verdicts;
}
