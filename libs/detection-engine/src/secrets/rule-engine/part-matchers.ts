import type { CompiledPart, CompiledRule } from './compiled-rule.ts';
import type { KeywordHit } from './keyword-index.ts';
import { mergeWindows, type Window } from './windows.ts';

/** A matched value in offsets of the scanned view. */
export interface Value {
  start: number;
  end: number;
  text: string;
}

// How far from its keyword a part of a multi-part credential (the id next to a key, the host
// next to a token) is looked for: the parts of one credential sit within a few lines.
const NEIGHBOURHOOD = 512;

/** Every match of one part of a rule, found from the keyword hits of the text. */
export function matchPart(
  part: CompiledPart,
  rule: CompiledRule,
  text: string,
  hitsByKeyword: ReadonlyMap<number, readonly KeywordHit[]>,
): Value[] {
  if (part.after.length === 0 && rule.keywords.length === 0) {
    return matchInWindows(part, text, [[0, text.length]]);
  }
  const ownHits = hitsOf(part.after.length > 0 ? part.after : rule.keywords, hitsByKeyword);
  if (ownHits.length === 0) return [];
  if (part.spec.anchored) return matchAnchored(part, text, ownHits);
  const reach = part.span + NEIGHBOURHOOD;
  const windows = ownHits.map((hit): Window => [hit.start - reach, hit.end + reach]);
  return matchInWindows(part, text, windows);
}

function hitsOf(
  ids: readonly number[],
  hitsByKeyword: ReadonlyMap<number, readonly KeywordHit[]>,
): readonly KeywordHit[] {
  let only: readonly KeywordHit[] | undefined;
  let merged: KeywordHit[] | undefined;
  for (const id of ids) {
    const hits = hitsByKeyword.get(id);
    if (hits === undefined) continue;
    if (only === undefined) only = hits;
    else merged = [...(merged ?? only), ...hits];
  }
  return merged?.sort((a, b) => a.end - b.end) ?? only ?? [];
}

function matchAnchored(part: CompiledPart, text: string, hits: readonly KeywordHit[]): Value[] {
  const values: Value[] = [];
  const atStart = part.spec.anchored === 'start';
  for (const hit of hits) {
    part.regex.lastIndex = atStart ? hit.start : hit.end;
    const match = part.regex.exec(text);
    if (match) values.push(valueOf(match, 0, part.spec.group));
  }
  return values;
}

/**
 * Searches each merged window on a slice one character wider than the window on each side, so
 * `\b` and short lookarounds see the real neighbours; a match touching an artificial edge of
 * the slice may be truncated and is dropped.
 */
function matchInWindows(part: CompiledPart, text: string, windows: Window[]): Value[] {
  const values: Value[] = [];
  for (const [from, to] of mergeWindows(windows, text.length)) {
    const sliceStart = Math.max(0, from - 1);
    const sliceEnd = Math.min(text.length, to + 1);
    const slice = text.slice(sliceStart, sliceEnd);
    if (part.literal && !part.literal.test(slice)) continue;
    part.regex.lastIndex = 0;
    for (let match = part.regex.exec(slice); match; match = part.regex.exec(slice)) {
      if (match[0].length === 0) part.regex.lastIndex++;
      const start = match.index + sliceStart;
      const end = start + match[0].length;
      const cutAtStart = match.index === 0 && sliceStart > 0;
      const cutAtEnd = end === sliceEnd && sliceEnd < text.length;
      if (cutAtStart || cutAtEnd) continue;
      values.push(valueOf(match, sliceStart, part.spec.group));
    }
  }
  return values;
}

function valueOf(match: RegExpExecArray, offset: number, only?: number): Value {
  const indices = match.indices;
  const first = only ?? 1;
  const last = only ?? match.length - 1;
  for (let group = first; group <= last; group++) {
    const span = indices?.[group];
    const value = match[group];
    if (span && value) return { start: span[0] + offset, end: span[1] + offset, text: value };
  }
  return { start: match.index + offset, end: match.index + offset + match[0].length, text: match[0] };
}
