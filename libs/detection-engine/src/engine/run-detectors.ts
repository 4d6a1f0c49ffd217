import { CATEGORIES } from '@csg/contracts';
import type { Finding, NormalizedText } from '../types.ts';
import type { PolicyRun } from './policy-runs.ts';
import type { EngineLog, EngineObserver } from './types.ts';

export interface DetectorRun {
  findings: Finding[];
  /** Names of the detectors that threw or returned nonsense. */
  skipped: string[];
}

function isSound(finding: Finding, length: number): boolean {
  return (
    Number.isInteger(finding.start) &&
    Number.isInteger(finding.end) &&
    finding.start >= 0 &&
    finding.start < finding.end &&
    finding.end <= length &&
    finding.confidence >= 0 &&
    finding.confidence <= 1 &&
    CATEGORIES.includes(finding.category)
  );
}

/** The error's class name only: a message could quote the text being scanned. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/**
 * Runs the built-in detectors one after another. A detector that throws, or returns a finding whose
 * offsets do not fit the text, is skipped for this request: its detection does not happen and the
 * request goes on (fail-open), as with an external component that is down.
 */
export function runDetectors(
  input: NormalizedText,
  { detectors, context }: PolicyRun,
  log?: EngineLog,
  observer?: EngineObserver,
): DetectorRun {
  const findings: Finding[] = [];
  const skipped: string[] = [];
  for (const detector of detectors) {
    const startedAt = observer ? performance.now() : 0;
    try {
      const found = detector.detect(input, context);
      if (!found.every((finding) => isSound(finding, input.original.length))) {
        throw new RangeError('finding outside the text');
      }
      for (const finding of found) findings.push(finding);
    } catch (error) {
      skipped.push(detector.name);
      log?.warn({ detector: detector.name, error: errorName(error) }, 'detector skipped');
    }
    observer?.detectorTime(detector.name, performance.now() - startedAt);
  }
  return { findings, skipped };
}
