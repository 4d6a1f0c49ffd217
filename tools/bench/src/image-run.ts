import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FilterPolicy } from '@csg/detection-engine';
import { analyzeImage, findMrz, type AnalyzeImageDeps, type OcrEngineId } from '@csg/media';
import { watchStalls } from './event-loop-stalls.ts';
import type { ImageCase } from './image-corpus.ts';
import { coverage, type FoundEntity } from './image-scoring.ts';
import { blackFillCeiling, rgbSimilarity } from './image-similarity.ts';

/**
 * One engine over the image corpus through the whole analysis pipeline, one image at a time. What
 * an image holds (its text, the MRZ read) is compared here and dropped: a run keeps counts, types,
 * boxes and flags only.
 */

/** The API's defaults (libs/contracts image-analysis-api.ts). */
const REQUEST = { redactPii: true, confidenceThreshold: 0.5, language: 'auto' } as const;

export interface ImageRun {
  case: ImageCase;
  /** Wall time of `analyzeImage`: decode, OCR, MRZ, detection, boxes and the redacted copy. */
  ms: number;
  ocrMs: number;
  /**
   * The longest the event loop went without a turn during this image's request, as the app runs it
   * (JSON body parsed, analysis, response serialised): what another request would have waited.
   */
  stallMs: number;
  ocrFailed: boolean;
  found: FoundEntity[];
  /** Masked entities whose boxes were painted. */
  maskBoxes: number;
  /** Of the collector's transcribed PII strings: read by OCR, and overlapped by a reported entity. */
  transcribed: { read: number; covered: number };
  mrz: { exact: boolean; valid: boolean } | null;
  /** The result's action, and the safety types (attacks, toxicity) it reports. */
  action: string;
  safety: string[];
  /**
   * Against Presidio's redacted output: our copy (null when none was made), the unredacted input,
   * and the reference's own boxes painted our black.
   */
  similarity?: { ours: number | null; original: number; ceiling: number };
}

type DetectedEntity = Awaited<ReturnType<AnalyzeImageDeps['detect']>>[number];

export interface RunSetup {
  dir: string;
  deps: Omit<AnalyzeImageDeps, 'detect'>;
  /** The detection engine's scan; wrapped to see the offsets of what it reports. */
  detect: AnalyzeImageDeps['detect'];
  policy: FilterPolicy;
}

const reported = (e: DetectedEntity) =>
  (e.category === 'pii' || e.category === 'secrets') &&
  e.action !== 'allow' &&
  e.confidence >= REQUEST.confidenceThreshold;

async function runOne(setup: RunSetup, engine: OcrEngineId, c: ImageCase): Promise<ImageRun> {
  const image = await readFile(join(setup.dir, c.file));
  let scanned: readonly DetectedEntity[] = [];
  const detect: AnalyzeImageDeps['detect'] = async (text, policy) => {
    scanned = await setup.detect(text, policy);
    return scanned;
  };
  const body = JSON.stringify({ ...REQUEST, imageBase64: image.toString('base64') });
  const stalls = await watchStalls();
  const began = performance.now();
  const { imageBase64 } = JSON.parse(body) as { imageBase64: string };
  const result = await analyzeImage(
    { ...setup.deps, detect },
    { ...REQUEST, imageBase64, ocrEngine: engine, policy: setup.policy },
  );
  JSON.stringify({ ...result, ocr: undefined, entities: undefined });
  const ms = performance.now() - began;
  const stallMs = await stalls();

  const lines = result.ocr?.lines.map((line) => line.text) ?? [];
  const mrz = findMrz(lines);
  const expected = c.expectedMrz?.join('\n');
  const reference = c.redactedReference ? await readFile(join(setup.dir, c.redactedReference)) : undefined;
  const redacted = result.redactedImageBase64 ? Buffer.from(result.redactedImageBase64, 'base64') : undefined;
  return {
    case: c,
    ms,
    ocrMs: result.ocr?.processingTimeMs ?? 0,
    stallMs,
    ocrFailed: result.ocrFailed,
    found: result.piiDetections.map((d) => ({ type: d.type, boxes: d.boundingBoxes ?? [] })),
    maskBoxes: result.piiDetections.filter((d) => d.action === 'mask').length,
    transcribed: coverage(result.extractedText, c.visiblePii, scanned.filter(reported)),
    action: result.action,
    safety: result.safetyDetections.map((d) => d.type),
    mrz: mrz ? { exact: expected !== undefined && mrz.lines.join('\n') === expected, valid: mrz.valid } : null,
    ...(reference
      ? {
          similarity: {
            ours: redacted ? await rgbSimilarity(redacted, reference) : null,
            original: await rgbSimilarity(image, reference),
            ceiling: await blackFillCeiling(image, reference),
          },
        }
      : {}),
  };
}

/** The first analysis, untimed in the runs: model loading and worker start-up. Returns its wall time. */
export async function warmUp(setup: RunSetup, engine: OcrEngineId, c: ImageCase): Promise<number> {
  const began = performance.now();
  await runOne(setup, engine, c);
  return performance.now() - began;
}

export async function runEngine(
  setup: RunSetup,
  engine: OcrEngineId,
  inputs: readonly ImageCase[],
): Promise<ImageRun[]> {
  const runs: ImageRun[] = [];
  for (const c of inputs) runs.push(await runOne(setup, engine, c));
  return runs;
}
