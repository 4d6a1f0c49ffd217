/** What the document benchmark's processes share: the request's bar and a child run's answer. */

/** The API's default confidence bar for a reported entity (libs/contracts document-analysis-api.ts). */
export const CONFIDENCE_THRESHOLD = 0.5;

interface Measured {
  /** Wall time of analyzeDocument. */
  ms: number;
  /** CPU time of the child (all its threads) during the call: what the wall time would be with a core to itself, roughly. */
  cpuMs: number;
  /** RSS once the detection engine was built and warmed, before the file was read. */
  baselineMb: number;
  /** The child's VmHWM after the analysis. */
  peakMb: number;
  /** The longest the event loop went without a turn during the analysis. */
  stallMs: number;
}

/** One analysis in a child process: done, refused with a DocumentError, or the child died. */
export type ChildResult =
  | (Measured & {
      outcome: 'done';
      /** Time inside the codec's extract and redact and the engine's scans (awaited one after the other). */
      extractMs: number;
      detectMs: number;
      redactMs: number;
      textLength: number;
      pageCount: number | null;
      action: string;
      piiCount: number;
      masked: number;
      safety: string[];
      copyBytes: number | null;
    })
  | (Measured & { outcome: 'refused'; failure: string; detail: string })
  | { outcome: 'crashed'; reason: string };
