import { BOX } from './address-patterns.ts';
import type { Span } from '../finding.ts';
import type { Run } from '../names/name-runs.ts';

/** Mail addresses without a street: PO boxes, US military post, ships. */

const location = (start: number, end: number): Span => ({
  type: 'LOCATION',
  start,
  end,
  confidence: 0.9,
  source: 'nlp',
});

/** PO boxes and military addresses, looked for only around "box" and "APO"-like words. */
export function boxes(text: string, anchors: readonly number[], spans: Span[]): void {
  const windows: Array<[number, number]> = [];
  for (const anchor of anchors) {
    const last = windows.at(-1);
    const [from, to] = [Math.max(0, anchor - 30), anchor + 40];
    if (last !== undefined && from <= last[1]) last[1] = to;
    else windows.push([from, to]);
  }
  for (const [from, to] of windows) {
    for (const match of text.slice(from, to).matchAll(BOX))
      spans.push(location(from + match.index, from + match.index + match[0].length));
  }
}

const SHIPS: ReadonlySet<string> = new Set(['uss', 'usns', 'uscgc']);

/** US Navy and Coast Guard ships as mailing addresses: "USNS Bergman". */
export function ships(runs: readonly Run[], spans: Span[]): void {
  for (const run of runs)
    if (run.tokens.length > 1 && SHIPS.has(run.tokens[0]?.key ?? '')) spans.push(location(run.start, run.end));
}
