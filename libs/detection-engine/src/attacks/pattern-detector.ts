import type { Category, Detector, Finding, NormalizedText } from '../types.ts';
import { combine, cover, matchInto, type Hit, type Signal } from './signal.ts';

const MIN_REPORTED = 0.4;

const escape = (key: string): string => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A detector scoring one finding type from case-insensitive patterns on the `text` view: markup
 * and SQL must not go through the relaxed view, whose de-leeting turns "1=1" into letters. Here a
 * signal's keys are substrings separated by "|", looked up in the relaxed view (lower case, so no
 * key may contain a digit, @, $ or !, which it reads as letters); its pattern runs only when one of
 * them occurs. A signal without keys runs on every text: its pattern must start with a character
 * class the regex engine can skip to. One alternation of all keys rules most texts out at once.
 */
export function patternDetector(name: string, type: string, category: Category, signals: readonly Signal[]): Detector {
  const gated = signals.map((signal) => ({
    signal,
    gate: signal.keys === '' ? null : new RegExp(signal.keys.split('|').map(escape).join('|')),
  }));
  const anyKey = new RegExp(
    gated.flatMap(({ signal }) => (signal.keys === '' ? [] : signal.keys.split('|').map(escape))).join('|'),
  );
  const ungated = gated.filter(({ gate }) => gate === null);
  return {
    name,
    category,
    detect(input: NormalizedText): Finding[] {
      const keyed = anyKey.test(input.relaxed);
      const hits: Hit[] = [];
      for (const { signal, gate } of keyed ? gated : ungated) {
        if (gate === null || gate.test(input.relaxed)) matchInto(signal, input.text, hits);
      }
      const confidence = combine(hits);
      if (confidence < MIN_REPORTED) return [];
      const [start, end] = input.toOriginal('text', ...cover(hits));
      return [{ type, category, start, end, confidence: Math.round(confidence * 1000) / 1000, source: 'regex' }];
    },
  };
}
