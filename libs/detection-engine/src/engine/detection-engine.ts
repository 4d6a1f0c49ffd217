import { createPatternDetectors } from '../custom/filter-patterns.ts';
import type { NormalizedText } from '../types.ts';
import { buildResult } from './build-result.ts';
import { callComponents } from './call-components.ts';
import { createPolicyRuns } from './policy-runs.ts';
import { errorName, runDetectors } from './run-detectors.ts';
import type { DetectedLanguage, DetectionEngine, DetectionEngineOptions } from './types.ts';

/** What detectors see when the normaliser fails: the text as it came. */
function unnormalized(original: string): NormalizedText {
  return { original, text: original, relaxed: original, toOriginal: (_view, start, end) => [start, end] };
}

const UNDETERMINED: DetectedLanguage = { code: 'und', reliable: false };

/**
 * The detection pipeline: normalise, run the built-in detectors, call the optional external
 * components in parallel under one deadline, apply the filter's policy, mask. A built-in detector
 * whose every finding the filter would allow is not run; the filter's own custom patterns run as
 * detectors beside the built-in ones. Nothing that one detector or component does can fail the
 * request; what failed to run is named in detectorsSkipped (a detector the filter made needless is not).
 */
export function createDetectionEngine(options: DetectionEngineOptions): DetectionEngine {
  const { detectors, normalize, language, components = [], deadlineMs = 200, log, observer } = options;
  if (!(deadlineMs > 0)) throw new RangeError('deadlineMs must be positive');
  const runFor = createPolicyRuns(detectors, createPatternDetectors());

  function normalizeSafely(text: string, skipped: string[]): NormalizedText {
    try {
      return normalize(text);
    } catch (error) {
      skipped.push('normalize');
      log?.warn({ detector: 'normalize', error: errorName(error) }, 'normaliser failed; detectors see the raw text');
      return unnormalized(text);
    }
  }

  function identifySafely(text: string, skipped: string[]): DetectedLanguage {
    try {
      return language.identify(text);
    } catch (error) {
      skipped.push('language');
      log?.warn({ detector: 'language', error: errorName(error) }, 'language identification failed');
      return UNDETERMINED;
    }
  }

  const detectSync: DetectionEngine['detectSync'] = (text, { policy, language: known }) => {
    const startedAt = performance.now();
    const skipped: string[] = [];
    const identified = known ?? identifySafely(text, skipped);
    const input = normalizeSafely(text, skipped);
    const run = runDetectors(input, runFor(policy), log, observer);
    const result = buildResult({
      input,
      findings: run.findings,
      policy,
      language: identified,
      skipped: [...skipped, ...run.skipped],
      startedAt,
    });
    observer?.scanned(result);
    return result;
  };

  const detect: DetectionEngine['detect'] = async (text, { policy, signal, language: known }) => {
    signal?.throwIfAborted();
    if (components.length === 0 || text.length === 0) return detectSync(text, { policy, language: known });
    const startedAt = performance.now();
    const skipped: string[] = [];
    const deadline = AbortSignal.timeout(deadlineMs);
    const identified = known ?? identifySafely(text, skipped);
    const pending = callComponents(
      components,
      { text, ...(identified.reliable ? { language: identified.code } : {}) },
      signal ? AbortSignal.any([deadline, signal]) : deadline,
      log,
    );
    // One turn of the event loop sends the requests before the CPU-bound detectors hold the thread.
    await new Promise((resolve) => setImmediate(resolve));
    const input = normalizeSafely(text, skipped);
    const run = runDetectors(input, runFor(policy), log, observer);
    const external = await pending;
    signal?.throwIfAborted();
    const result = buildResult({
      input,
      findings: [...run.findings, ...external.findings],
      policy,
      language: external.language ?? identified,
      skipped: [...skipped, ...run.skipped, ...external.skipped],
      startedAt,
    });
    observer?.scanned(result);
    return result;
  };

  const close = async () => {
    await Promise.all(components.map((component) => component.close()));
  };

  return { detect, detectSync, close };
}
