import type { Detector, NormalizedText } from '../types.ts';
import { type Span, toFindings } from './finding.ts';

/**
 * Bank account numbers of countries without IBANs (Brazil, India, Australia, Canada, Spanish- and
 * French-speaking America). They carry no checksum, so only the words around them tell them from
 * any other number: a label in the country's language, or, for the English "account", a branch
 * code beside it (agência, IFSC, BSB, transit). No contract or Presidio name covers them: they are
 * BANK_ACCOUNT_NUMBER. The US has its own type; Mexico's CLABE is stdnum's (mx.clabe).
 */
export const BANK_ACCOUNT_NUMBER = 'BANK_ACCOUNT_NUMBER';

/** Labels that name a bank account by themselves. */
const LOCAL_LABEL =
  'conta(?:[ \\t]+(?:corrente|poupan[çc]a|banc[áa]ria))?|c/c|n[úu]mero[ \\t]+de[ \\t]+(?:la[ \\t]+)?cuenta|cuenta(?:[ \\t]+(?:corriente|de[ \\t]+ahorros?|bancaria))?|n[úu]m(?:[ée]ro|\\.)?[ \\t]+de[ \\t]+compte|compte(?:[ \\t]+bancaire)?|खाता(?:[ \\t]+(?:संख्या|नंबर|नं\\.?))?';
/** English labels, and Brazil's "cc", which also name logins, customer records, cards and copies. */
const ENGLISH_LABEL = 'cc|account(?:[ \\t]+(?:no\\.?|number|num|#))?|acc(?:t|\\.|[ \\t]+no\\.?)?|a/c(?:[ \\t]+no\\.?)?';
/**
 * A label, an optional colon or "is", then 5–18 digits in groups, and a Brazilian check digit. No
 * look-behind opens the pattern, which would make the engine try it at every position: `glued`
 * turns down a label that ends a longer word.
 */
const LABELLED = new RegExp(
  `(?:(${LOCAL_LABEL})|(?:${ENGLISH_LABEL}))(?![\\p{L}\\p{N}])[ \\t]*(?:[:#=]|is|n[°º.]|no\\.?)?[ \\t]*(\\d(?:[ -]?\\d){4,17}(?:-[\\dxX])?)(?![\\p{L}\\p{N}_]|[.,/ -]\\d)`,
  'giu',
);
/** Branch codes that put an English "account" in the country: agência, IFSC, BSB, transit or institution. */
const BRANCH =
  /(?<![\p{L}\p{N}])(?:ag(?:[êe]ncia|\.)?[ \t]*:?[ \t]*\d{4}(?:-\d)?|ifsc(?:[ \t]+code)?[ \t]*:?[ \t]*[a-z]{4}0[a-z0-9]{6}|bsb(?:[ \t]+(?:no\.?|number|code))?[ \t]*:?[ \t]*\d{3}[- ]?\d{3}|transit(?:[ \t]+(?:no\.?|number|#))?[ \t]*:?[ \t]*\d{5}|institution(?:[ \t]+(?:no\.?|number|#))?[ \t]*:?[ \t]*\d{3})(?![\p{L}\p{N}])/iu;
/** The Canadian cheque line: transit, institution, account, with a bank word before it. */
const CHEQUE =
  /(?:cheque|check|direct deposit|void|bank|banking)(?![\p{L}])[^\n\d]{0,24}(\d{5}-\d{3}-\d{7,12})(?![\p{N}-])/giu;

/** "conta 2024-05-17": a date after the label is the statement's, not the account's number. */
const DATE_SHAPE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4})$/;

/** How far from an English label a branch code may stand. */
const BRANCH_WINDOW = 80;

const account = (start: number, end: number): Span => ({
  type: BANK_ACCOUNT_NUMBER,
  start,
  end,
  confidence: 0.75,
  source: 'regex',
});

function branchNear(text: string, start: number, end: number): boolean {
  return BRANCH.test(text.slice(Math.max(0, start - BRANCH_WINDOW), Math.min(text.length, end + BRANCH_WINDOW)));
}

const WORD_BEFORE = /[\p{L}\p{N}_]/u;
const glued = (text: string, index: number): boolean => index > 0 && WORD_BEFORE.test(text[index - 1]!);

/** The matches of a global pattern that do not start inside a word. */
function* unglued(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (glued(text, match.index)) pattern.lastIndex = match.index + 1;
    else yield match;
  }
}

export function findBankAccounts(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of unglued(LABELLED, text)) {
    const value = match[2] ?? '';
    const end = match.index + match[0].length;
    const start = end - value.length;
    if (value.replace(/\D/g, '').length > 18 || /^(\d)(?:[ -]?\1)+$/.test(value) || DATE_SHAPE.test(value)) continue;
    if (match[1] !== undefined || branchNear(text, match.index, end)) spans.push(account(start, end));
  }
  for (const match of unglued(CHEQUE, text)) {
    const value = match[1] ?? '';
    const start = match.index + match[0].length - value.length;
    if (!spans.some((span) => span.start < start + value.length && span.end > start))
      spans.push(account(start, start + value.length));
  }
  return spans.sort((a, b) => a.start - b.start);
}

export const bankAccountDetector: Detector = {
  name: 'bank-account',
  emits: [{ category: 'pii', types: [BANK_ACCOUNT_NUMBER] }],
  detect: (input: NormalizedText) => toFindings(input, findBankAccounts(input.text)),
};
