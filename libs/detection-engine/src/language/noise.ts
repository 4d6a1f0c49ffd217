/**
 * What says nothing about a text's language, blanked before identification: links, e-mail
 * addresses, domains, codes with digits in them, mentions, hashtags and HTML entities. Each
 * pattern runs only when the character that every match needs is in the text, so ordinary prose
 * costs a few character searches and no regular expression at all.
 */
const NOISE: readonly { needs: RegExp; pattern: RegExp }[] = [
  { needs: /ttps?:\/\/|ww\./i, pattern: /[hw](?:ttps?:\/\/|ww\.)\S+/gi },
  // Starts only where a run of local-part characters starts: each run is read once, not once from
  // each of its characters.
  { needs: /@/, pattern: /(?<![\w.!$%&’+`-])[\w.!$%&’+`-]+@[A-Za-z0-9.-]+\.[A-Za-z0-9-]{2,64}/g },
  // Before codes: the digits of a numeric entity are not a code of their own.
  { needs: /[@#&]/, pattern: /[@#][\p{L}\p{N}_]+|&#?[a-z0-9]{1,10};/giu },
  // Only the commonest top-level domain: the others are too often the end of a sentence's word.
  { needs: /\.com/, pattern: /(?:[A-Za-z0-9-]+\.)+com(?:\/\S*|(?![\p{L}]))/gu },
  // Starts only where a run of letters starts, for the same reason as e-mail addresses.
  { needs: /\d/, pattern: /(?<![A-Za-z])[A-Za-z]*\d[A-Za-z0-9]*/g },
];

export function blankNoise(text: string): string {
  let clean = text;
  for (const { needs, pattern } of NOISE) if (needs.test(clean)) clean = clean.replace(pattern, ' ');
  return clean;
}
