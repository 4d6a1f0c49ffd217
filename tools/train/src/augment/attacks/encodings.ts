import type { Random } from '../../random.ts';

export const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

export const hex = (text: string): string => Buffer.from(text, 'utf8').toString('hex');

export const rot13 = (text: string): string =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/** Pig latin: a leading consonant cluster moves to the end with "ay"; vowel-initial words take "way". */
export const pigLatin = (text: string): string =>
  text.replace(/[a-z]+/gi, (word) => {
    const m = /^([^aeiou]+)(.*)$/i.exec(word);
    return m?.[2] ? `${m[2]}${m[1]}ay`.toLowerCase() : `${word}way`.toLowerCase();
  });

const LEET: Readonly<Record<string, readonly string[]>> = {
  a: ['4', '@'],
  e: ['3'],
  i: ['1', '!'],
  o: ['0'],
  s: ['5', '$'],
  t: ['7'],
  l: ['1'],
  g: ['9'],
};

/** Replaces most (not all) replaceable letters, as people type it. */
export const leet = (text: string, rng: Random): string =>
  text.replace(/[aeiostlg]/gi, (c) => {
    const options = LEET[c.toLowerCase()];
    return options && rng.chance(0.75) ? rng.pick(options) : c;
  });

/** Letters apart by spaces, words apart by a slash, so the word breaks survive. */
export const spaced = (text: string): string =>
  text
    .split(/\s+/)
    .map((w) => [...w].join(' '))
    .join(' / ');

/** Cuts a text into `parts` pieces at word boundaries, keeping the spaces inside the pieces. */
export function splitPayload(text: string, parts: number): string[] {
  const words = text.split(' ');
  const size = Math.ceil(words.length / parts);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += size) out.push((i === 0 ? '' : ' ') + words.slice(i, i + size).join(' '));
  return out;
}
