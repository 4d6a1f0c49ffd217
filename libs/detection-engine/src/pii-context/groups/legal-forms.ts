import type { Token } from '../names/tokens.ts';

/**
 * Legal forms written with stops or a slash, which the capitalised-run scan splits: it ends the
 * run at the first capital ("Nestlé S" of "Nestlé S.A."), or never sees the lower-case ones.
 */
const DOTTED_FORM =
  /^(?:S\.A\.(?:S\.|R\.L\.|C\.)?|S\.p\.A\.|S\.r\.l\.|S\.L\.|S\.C\.|N\.V\.|B\.V\.|K\.K\.|A\/S|A\.S\.|L\.L\.[CP]\.|P\.L\.C\.)(?![\p{L}\p{N}])/u;
const LOWER_FORM_AFTER =
  /^,?[ \t]+(?:a\.s\.|s\.r\.o\.|d\.o\.o\.|d\.d\.|sp\.[ \t]z[ \t]o\.o\.|e\.[ \t]?V\.|s\.r\.l\.|s\.p\.a\.)(?![\p{L}\p{N}])/u;

/** Where a legal form written with stops ends, when the run's last capital opens one or one follows the run. */
export function legalFormEnd(text: string, tokens: readonly Token[], end: number): number | undefined {
  const last = tokens.at(-1);
  if (last === undefined) return undefined;
  if (tokens.length > 1 && last.text.length === 1) {
    const dotted = DOTTED_FORM.exec(text.slice(last.start, last.start + 12));
    if (dotted !== null) return last.start + dotted[0].length;
  }
  const lower = LOWER_FORM_AFTER.exec(text.slice(end, end + 16));
  return lower === null ? undefined : end + lower[0].length;
}

/** A lower-case legal form right after `end` ("Krka d.d."); `after` is the next word, lower case. */
export const lowerFormFollows = (text: string, end: number, after: string): boolean =>
  after.includes('.') && LOWER_FORM_AFTER.test(text.slice(end, end + 16));
