import type { Action, Category, FindingSource } from '@csg/contracts';
import type { FilterPolicy } from './policy/schema.ts';

// The vocabulary is the contracts' (declared once for every app); the engine's modules read it here.
export type { Action, Category, FindingSource } from '@csg/contracts';

/**
 * One thing a detector found, with offsets into the ORIGINAL text (half-open [start, end)).
 * A finding never carries the matched value: callers slice it out only to mask it.
 */
export interface Finding {
  /** Upper snake case entity type, e.g. EMAIL_ADDRESS, CREDIT_CARD, AWS_ACCESS_KEY, JAILBREAK. */
  type: string;
  category: Category;
  start: number;
  end: number;
  /** 0..1 */
  confidence: number;
  source: FindingSource;
  /**
   * Set only by a filter's custom pattern: the pattern's own action, which no category or entity
   * rule (nor threshold) of the filter overrides.
   */
  action?: Action;
  /**
   * Set only by a learned model: the bar it held this finding to (the filter's threshold for the
   * model, or the one chosen in training), which takes the place of the category's threshold.
   */
  threshold?: number;
}

/**
 * The text as detectors see it. `text` is NFKC-normalised with invisible characters removed,
 * homoglyphs / full-width forms folded and the decimal digits of every script read as 0-9; `relaxed` additionally undoes obfuscation (spacing,
 * leetspeak) for the detectors that need it, built on first read. `toOriginal` maps a [start, end) span of either
 * view back to the original text.
 */
export interface NormalizedText {
  original: string;
  text: string;
  readonly relaxed: string;
  /**
   * `text` lower-cased character for character (same offsets), shared by the detectors that search
   * it in lower case; absent where an input is made by hand (tests), and then lower-cased per use.
   */
  readonly lower?: string;
  toOriginal(view: 'text' | 'relaxed', start: number, end: number): [number, number];
  /**
   * What `build` makes of this input, made once per `key` and kept as long as the input (work that
   * several detectors read, such as a scan of the text). Absent where an input is made by hand
   * (tests): callers then build afresh. Not a module-level WeakMap keyed by input: scavenges keep
   * the values of such a map alive, so every input's scans outlived it until a full collection.
   */
  shared?<T>(key: object, build: () => T): T;
}

/** Entity types a detector can report in one category. */
export interface Emission {
  category: Category;
  types: readonly string[];
}

/** What a detector knows of the request besides its text: the filter it is scanned for. */
export interface DetectContext {
  policy: FilterPolicy;
}

/** A built-in detector: pure, synchronous, fast, and safe on any input (no catastrophic regex). */
export interface Detector {
  name: string;
  /**
   * Every (category, type) its findings can carry. The engine skips a detector whose every emission
   * the filter allows, so a missing entry can silently disable an entity rule of that type.
   */
  emits: readonly Emission[];
  detect(input: NormalizedText, context: DetectContext): Finding[];
}
