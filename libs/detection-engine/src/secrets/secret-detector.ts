import type { Detector, Finding, NormalizedText } from '../types.ts';
import { findGenericSecrets, GENERIC_KEYWORDS, GENERIC_SECRET_TYPES } from './generic/generic-secret.ts';
import { createKeywordIndex, type KeywordHit } from './rule-engine/keyword-index.ts';
import { resolveOverlaps } from './rule-engine/overlaps.ts';
import { compileRule, type CompiledRule } from './rule-engine/compiled-rule.ts';
import { runRule, type RawFinding } from './rule-engine/rule-engine.ts';
import type { RuleSpec } from './rule-engine/rule-spec.ts';
import { DISTINCTIVE_VENDOR_NAMES, EVERYDAY_VENDOR_NAMES, QUALIFIED_VENDOR_NAMES } from './vendors/vendor-names.ts';
import { VENDOR_KEY_TYPES } from './vendors/vendor-shapes.ts';
import { findVendorTokens, type VendorMention } from './vendors/vendor-token.ts';

const GENERIC = 1;
const PREFIX = 2;
const NAME = 4;
const EVERYDAY_NAME = 8;

// Prefixes that are also ordinary words or shared by many vendors (`sk_`, `key-`, `test_`): a
// value opening with one may be anybody's key.
const SHARED_PREFIXES = new Set([
  'key-',
  'api-',
  'sdk-',
  'mob-',
  'live_',
  'test_',
  'access-',
  'secret_',
  'pat.',
  'sat.',
]);

/**
 * One detector over a rule table, the generic assignment check and the vendor-name rule: a
 * single keyword pass finds every keyword of every rule and every vendor name, selects the rules
 * worth running and feeds the two checks.
 */
export function createSecretDetector(name: string, rules: readonly RuleSpec[]): Detector {
  const ruleKeywords = rules.flatMap((spec) => [...spec.keywords, ...spec.parts.flatMap((part) => part.after ?? [])]);
  const keywords = [
    ...new Set([
      ...ruleKeywords,
      ...GENERIC_KEYWORDS,
      ...DISTINCTIVE_VENDOR_NAMES,
      ...QUALIFIED_VENDOR_NAMES,
      ...EVERYDAY_VENDOR_NAMES,
    ]),
  ];
  const idOf = new Map(keywords.map((keyword, id) => [keyword, id]));
  const index = createKeywordIndex(keywords);
  const compiled = rules.map((spec) => compileRule(spec, (keyword) => idOf.get(keyword) as number));

  // Rules are referred to by index, so the ones a text selects run in table order.
  const rulesByKeyword: number[][] = keywords.map(() => []);
  compiled.forEach((rule, index) => {
    for (const id of new Set(rule.keywords)) rulesByKeyword[id]?.push(index);
  });
  const alwaysRun = compiled.flatMap((rule, index) => (rule.keywords.length === 0 ? [index] : []));
  const vendorKeywords = new Set(ruleKeywords.filter((keyword) => !GENERIC_KEYWORDS.includes(keyword)));
  // Vendor names only feed the vendor-name rule: the generic check still judges values near them.
  const distinctive = new Set([...DISTINCTIVE_VENDOR_NAMES, ...QUALIFIED_VENDOR_NAMES]);
  const everyday = new Set(EVERYDAY_VENDOR_NAMES);
  const roles = Uint8Array.from(keywords, (keyword) => {
    const role = roleOf(keyword, vendorKeywords.has(keyword));
    if (everyday.has(keyword)) return role | NAME | EVERYDAY_NAME;
    return distinctive.has(keyword) ? role | NAME : role;
  });

  const types = [...new Set([...rules.map((rule) => rule.type), ...GENERIC_SECRET_TYPES, ...VENDOR_KEY_TYPES])];

  return {
    name,
    emits: [{ category: 'secrets', types }],
    detect(input: NormalizedText): Finding[] {
      const text = input.text;
      const hitsByKeyword = new Map<number, KeywordHit[]>();
      const genericHits: KeywordHit[] = [];
      const prefixStarts: number[] = [];
      const mentions: VendorMention[] = [];
      const selected = [...alwaysRun];
      for (const hit of index.find(text)) {
        const role = roles[hit.keyword] as number;
        if (role & NAME) {
          const name = index.keywords[hit.keyword] as string;
          // A distinctive name may run on into an identifier (`cloudflareToken`, `CLOUDFLARE_KEY`)
          // but must start one; an everyday or short name must stand as a word.
          const whole = role & EVERYDAY_NAME || name.length <= 4;
          if (whole ? isWordAt(text, hit.start, hit.end) : startsWord(text, hit.start)) {
            mentions.push({ name, start: hit.start, end: hit.end });
          }
        }
        let list = hitsByKeyword.get(hit.keyword);
        if (!list) {
          list = [];
          hitsByKeyword.set(hit.keyword, list);
          selected.push(...(rulesByKeyword[hit.keyword] as number[]));
        }
        list.push(hit);
        if (role & GENERIC) genericHits.push(hit);
        if (role & PREFIX) prefixStarts.push(hit.start);
      }
      prefixStarts.sort((a, b) => a - b);

      const raw: RawFinding[] = [];
      let previous = -1;
      for (const index of selected.sort((a, b) => a - b)) {
        if (index !== previous) raw.push(...runRule(compiled[index] as CompiledRule, text, hitsByKeyword));
        previous = index;
      }
      const ownedByPrefix = (valueStart: number) => anyInRange(prefixStarts, valueStart, valueStart);
      raw.push(...findGenericSecrets(text, genericHits, ownedByPrefix));
      // A value opening with a vendor's prefix was judged by that vendor's rule.
      raw.push(...findVendorTokens(text, mentions).filter((finding) => !ownedByPrefix(finding.start)));

      return resolveOverlaps(raw).map((finding): Finding => {
        const [start, end] = input.toOriginal('text', finding.start, finding.end);
        const { type, confidence, source } = finding;
        return { type, category: 'secrets', start, end, confidence, source };
      });
    },
  };
}

/** What a keyword hit is used for besides selecting rules. */
function roleOf(keyword: string, isVendor: boolean): number {
  let role = GENERIC_KEYWORDS.includes(keyword) ? GENERIC : 0;
  if (isVendor && isVendorPrefix(keyword)) role |= PREFIX;
  return role;
}

/**
 * Keywords that open one vendor's tokens (npm_, sk-ant-, hrku-, glpat-): a value starting so is
 * theirs, and when their rule found it malformed the generic check does not report it either.
 */
function isVendorPrefix(keyword: string): boolean {
  return keyword.length >= 4 && /^[a-z0-9]+[_.~-][a-z0-9_.~-]*$/.test(keyword) && !SHARED_PREFIXES.has(keyword);
}

/**
 * The name stands as a word of its own or a camelCase / snake_case part (`boxToken`, `BOX_KEY`),
 * not inside another word (`inbox`, `boxes`).
 */
function isWordAt(text: string, start: number, end: number): boolean {
  return startsWord(text, start) && !isLower(text.charCodeAt(end));
}

/** Nothing alphabetic before `start`, or a lower-case letter before an upper-case one (camelCase). */
function startsWord(text: string, start: number): boolean {
  const before = text.charCodeAt(start - 1);
  const first = text.charCodeAt(start);
  const isLetter = (code: number) => isLower(code) || (code >= 65 && code <= 90);
  return !isLetter(before) || (isLower(before) && first >= 65 && first <= 90);
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Is some value of the ascending list within [from, to]? */
function anyInRange(sorted: readonly number[], from: number, to: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as number) < from) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && (sorted[low] as number) <= to;
}
