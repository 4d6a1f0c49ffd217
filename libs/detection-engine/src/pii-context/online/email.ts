import type { Detector, NormalizedText } from '../../types.ts';
import { type Span, toFindings } from '../finding.ts';
import { isPlausibleTld } from './tlds.ts';

const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

/** Dot-separated labels then an alphabetic or IDN TLD; applied only at the character after an `@`. */
const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}(xn--[a-z0-9-]{1,59}|\p{L}{2,24})/u;
const LOCAL_CHAR = /[\p{L}\p{N}._%+-]/u;
const WORD_CHAR = /[\p{L}\p{N}_-]/u;

/** Extensions that follow `@` in asset names (logo@2x.png) and are not TLDs. */
const FILE_EXTENSIONS: ReadonlySet<string> = new Set(
  `png jpg jpeg gif svg webp bmp ico css scss less js mjs cjs ts tsx jsx json md txt pdf zip gz tar rb go rs java kt
  swift cpp hpp php html htm xml yml yaml toml ini cfg log lock bat exe dll dylib bin iso img dmg apk ipa mp3 mp4
  mov avi wav ogg flac woff woff2 ttf eot map vue`.split(/\s+/),
);

/** The local part ending just before `at`, or undefined when there is none. */
function localStart(text: string, at: number): number | undefined {
  let start = at;
  while (start > 0 && at - start < MAX_LOCAL && LOCAL_CHAR.test(text[start - 1] ?? '')) start -= 1;
  // A run longer than the RFC limit is not an address's local part.
  if (start > 0 && at - start >= MAX_LOCAL && LOCAL_CHAR.test(text[start - 1] ?? '')) return undefined;
  const doubleDot = text.slice(start, at).lastIndexOf('..');
  if (doubleDot !== -1) start += doubleDot + 2;
  while (start < at && text[start] === '.') start += 1;
  if (start === at || text[at - 1] === '.') return undefined;
  return start;
}

/** E-mail addresses located by their `@`, so that the scan is linear whatever the input. */
export function findEmails(text: string): Span[] {
  const spans: Span[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const start = localStart(text, at);
    if (start === undefined) continue;
    const domain = DOMAIN.exec(text.slice(at + 1, at + 1 + MAX_DOMAIN + 1));
    if (domain === null) continue;
    const end = at + 1 + domain[0].length;
    if (WORD_CHAR.test(text[end] ?? '') || domain[0].length > MAX_DOMAIN) continue;
    const tld = (domain[1] ?? '').toLowerCase();
    if (FILE_EXTENSIONS.has(tld)) continue;
    const valid = isPlausibleTld(tld);
    spans.push({
      type: 'EMAIL_ADDRESS',
      start,
      end,
      confidence: valid ? 0.95 : 0.6,
      source: valid ? 'validator' : 'regex',
    });
  }
  return spans;
}

export const emailDetector: Detector = {
  name: 'email-address',
  emits: [{ category: 'pii', types: ['EMAIL_ADDRESS'] }],
  detect: (input: NormalizedText) => toFindings(input, findEmails(input.text)),
};
