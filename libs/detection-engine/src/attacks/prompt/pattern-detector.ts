import type { Category, Detector, Finding, NormalizedText } from '../../types.ts';
import { KeySet, type KeyOccurrences } from '../keywords/key-set.ts';
import { combine, cover, matchInto, MAX_MATCHES_PER_SIGNAL, type Hit, type Signal } from './signal.ts';

const MIN_REPORTED = 0.4;

// The keys of every pattern detector, found in one pass over a text that all of them share.
const allKeys: string[] = [];
let sharedKeys: KeySet | null = null;

/** Registers keys for the shared pass; returns their indices there. */
function register(keys: readonly string[]): number[] {
  sharedKeys = null;
  return keys.map((key) => {
    const known = allKeys.indexOf(key);
    return known >= 0 ? known : allKeys.push(key) - 1;
  });
}

function occurrences(input: NormalizedText): KeyOccurrences {
  const keys = (sharedKeys ??= new KeySet(allKeys));
  const scan = (): KeyOccurrences => keys.scan(input.text);
  return input.shared ? input.shared(keys, scan) : scan();
}

interface Gated {
  signal: Signal;
  /** Indices of the signal's keys in the shared pass; null for a signal that runs on every text. */
  keys: number[] | null;
  /** For a signal whose matches all start at one of its keys ("^" keys): its pattern, sticky. */
  sticky: RegExp | null;
}

/** Where an anchored signal can match: its keys' start positions, or null when too many to keep. */
function anchors(keys: readonly number[], found: KeyOccurrences): number[] | null {
  const starts: number[] = [];
  for (const key of keys) {
    const positions = found.positions(key);
    if (positions === null) return null;
    starts.push(...positions);
  }
  return starts.sort((a, b) => a - b);
}

/** The matches a global scan would find, tried only at the positions where they can start. */
function matchAt(signal: Signal, sticky: RegExp, text: string, starts: readonly number[], hits: Hit[]): void {
  let after = 0;
  let count = 0;
  for (const start of starts) {
    if (start < after) continue;
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match === null) continue;
    hits.push({ id: signal.id, weight: signal.weight, start, end: start + match[0].length });
    after = start + Math.max(1, match[0].length);
    if (++count === MAX_MATCHES_PER_SIGNAL) break;
  }
  sticky.lastIndex = 0;
}

function run({ signal, keys, sticky }: Gated, found: KeyOccurrences, text: string, hits: Hit[]): void {
  if (keys === null) return matchInto(signal, text, hits);
  if (!keys.some((key) => found.has(key))) return;
  const starts = sticky === null ? null : anchors(keys, found);
  if (sticky === null || starts === null) matchInto(signal, text, hits);
  else matchAt(signal, sticky, text, starts, hits);
}

/**
 * A detector scoring one finding type from case-insensitive patterns on the `text` view: markup
 * and SQL must not go through the relaxed view, whose de-leeting turns "1=1" into letters. A
 * signal's keys are substrings separated by "|", found in either case; its pattern runs only when
 * one of them occurs, and with a leading "^" only where one starts (every match must start at
 * one). A signal without keys runs on every text: its pattern must start with a character class
 * the regex engine can skip to. One pass finds the keys of all such detectors.
 */
export function patternDetector(name: string, type: string, category: Category, signals: readonly Signal[]): Detector {
  const gated: Gated[] = signals.map((signal) => {
    const anchored = signal.keys.startsWith('^');
    const keys = anchored ? signal.keys.slice(1) : signal.keys;
    const flags = signal.pattern.flags.replace('g', '') + 'y';
    return {
      signal,
      keys: keys === '' ? null : register(keys.split('|')),
      sticky: anchored ? new RegExp(signal.pattern.source, flags) : null,
    };
  });
  return {
    name,
    emits: [{ category, types: [type] }],
    detect(input: NormalizedText): Finding[] {
      const found = occurrences(input);
      const hits: Hit[] = [];
      for (const entry of gated) {
        const { within } = entry.signal;
        if (within === undefined || hits.some((hit) => hit.id === within)) run(entry, found, input.text, hits);
      }
      const confidence = combine(hits);
      if (confidence < MIN_REPORTED) return [];
      const [start, end] = input.toOriginal('text', ...cover(hits));
      return [{ type, category, start, end, confidence: Math.round(confidence * 1000) / 1000, source: 'regex' }];
    },
  };
}
