import { plainText } from '../test-support.ts';
import type { Category, Detector, Finding } from '../types.ts';
import type { DetectionEngineOptions } from './types.ts';

/** A detector that finds every occurrence of a literal in the text, for engine tests. */
export function literalDetector(type: string, category: Category, literal: string, confidence = 0.9): Detector {
  return {
    name: `literal-${type.toLowerCase()}`,
    emits: [{ category, types: [type] }],
    detect(input) {
      const findings: Finding[] = [];
      for (let at = input.text.indexOf(literal); at >= 0; at = input.text.indexOf(literal, at + literal.length)) {
        const [start, end] = input.toOriginal('text', at, at + literal.length);
        findings.push({ type, category, start, end, confidence, source: 'regex' });
      }
      return findings;
    },
  };
}

export function throwingDetector(name: string): Detector {
  return {
    name,
    emits: [{ category: 'pii', types: ['BROKEN'] }],
    detect() {
      throw new TypeError('detector bug');
    },
  };
}

/** The minimal dependencies: no normalisation, English for everything. */
export function engineOptions(
  detectors: Detector[],
  extra: Partial<DetectionEngineOptions> = {},
): DetectionEngineOptions {
  return {
    detectors,
    normalize: plainText,
    language: { identify: () => ({ code: 'en', reliable: true }) },
    ...extra,
  };
}
