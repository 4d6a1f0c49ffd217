/**
 * Whether a secrets case's text holds a value that anyone reading it would call a placeholder:
 * the issue asks that these stay unreported while the corpora label some of them secrets, so the
 * report gives recall with and without them. Written here, apart from the engine's own placeholder
 * rules, and deliberately narrow, judged per token of ten or more characters: one character making
 * up at least 40 % of its letters and digits (`AP6xxxxxxxxxx`, `AKIAZZZZZZZZZZZZZZZZ`), the AWS
 * documentation's `EXAMPLE`, four x's, a `your_…` slot, or an ascending run of eight (`12345678`,
 * `abcdefgh`) that typed filler has and random values practically never do.
 */
const TOKEN = /[A-Za-z0-9+/_=.:@-]{10,}/g;
const NAMED = /EXAMPLE|[xX]{4}|your[_-]/i;
const ALNUM = /[A-Za-z0-9]/;

function dominated(token: string): boolean {
  const counts = new Map<string, number>();
  let total = 0;
  for (const ch of token) {
    if (!ALNUM.test(ch)) continue;
    total++;
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  const top = Math.max(0, ...counts.values());
  return top >= 6 && top >= 0.4 * total;
}

function ascendingRun(token: string, length: number): boolean {
  const lower = token.toLowerCase();
  let run = 1;
  for (let i = 1; i < lower.length; i++) {
    run = lower.charCodeAt(i) - lower.charCodeAt(i - 1) === 1 && ALNUM.test(lower[i]!) ? run + 1 : 1;
    if (run >= length) return true;
  }
  return false;
}

export function holdsObviousPlaceholder(text: string): boolean {
  for (const [token] of text.matchAll(TOKEN)) {
    if (dominated(token) || (NAMED.test(token) && !/example\./i.test(token)) || ascendingRun(token, 8)) return true;
  }
  return false;
}
