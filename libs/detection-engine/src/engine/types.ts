import type { ExternalComponent } from '../external/types.ts';
import type { FilterPolicy } from '../policy/schema.ts';
import type { DetectedLanguage, DetectionResult } from '@csg/contracts';
import type { Detector, NormalizedText } from '../types.ts';

export type { DetectedEntity, DetectedLanguage, DetectionResult } from '@csg/contracts';

export interface LanguageIdentifier {
  identify(text: string): DetectedLanguage;
}

/** pino-compatible: the engine logs names and reasons, never text. */
export interface EngineLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface DetectionEngineOptions {
  detectors: readonly Detector[];
  normalize: (text: string) => NormalizedText;
  language: LanguageIdentifier;
  /** Optional external ML components; an absent one is simply not called. */
  components?: readonly ExternalComponent[];
  /** One deadline for all external components of a request, in milliseconds. */
  deadlineMs?: number;
  log?: EngineLog;
  observer?: EngineObserver;
}

/** Told of each scan (for metrics): cheap calls, made on the hot path. */
export interface EngineObserver {
  /** A built-in detector's run time in one scan. */
  detectorTime(detector: string, ms: number): void;
  scanned(result: DetectionResult): void;
}

export interface DetectOptions {
  policy: FilterPolicy;
  /** The caller giving up (a client that went away): components are cut short and detect rejects. */
  signal?: AbortSignal;
  /**
   * The text's language when the caller already knows it (a reply is in its conversation's
   * language): identification, a fair share of the work on short texts, is skipped.
   */
  language?: DetectedLanguage;
}

export interface DetectionEngine {
  detect(text: string, options: DetectOptions): Promise<DetectionResult>;
  /** Built-in detectors only, no I/O: for in-process hot paths. */
  detectSync(text: string, options: Pick<DetectOptions, 'policy' | 'language'>): DetectionResult;
  /** Closes the components' keep-alive connections (the engine was given them; at shutdown, nothing else uses them). */
  close(): Promise<void>;
}
