import type { EngineSummary } from './image-summary.ts';
import { MIN_IOU } from './image-scoring.ts';
import { median } from './stats.ts';
import type { TargetLine } from './targets.ts';

/** The bars of issue 19, item 9, for the image pipeline. A figure that was not measured never passes. */

export const MIN_SIMILARITY = 0.95;
export const MIN_MRZ_EXACT = 20;
export const MAX_P50_MS_PER_MP = 1500;
export const MAX_RSS_MB = 1200;
export const MAX_STALL_MS = 50;

export const engineName = (s: EngineSummary): string => (s.engine === 'paddleocr' ? 'PaddleOCR' : 'Tesseract');

function entityLine(s: EngineSummary): TargetLine {
  const matches = s.entities.flatMap((e) => e.matches);
  const missed = matches.filter((m) => m.iou < MIN_IOU);
  const found = matches.length - missed.length;
  return {
    name: `${engineName(s)}: every expected entity of the Presidio OCR images found with box IoU ≥ ${MIN_IOU}`,
    actual:
      `${found} of ${matches.length}` +
      (missed.length > 0 ? `; missed: ${missed.map((m) => `${m.type} (IoU ${m.iou.toFixed(2)})`).join(', ')}` : ''),
    pass: matches.length > 0 && missed.length === 0,
  };
}

function similarityLine(s: EngineSummary): TargetLine {
  const fmt = (x: EngineSummary['similarity'][number]) =>
    `${x.ours === null ? 'no copy' : x.ours.toFixed(3)}${x.ceiling < MIN_SIMILARITY ? ` (reference boxes in our black: ${x.ceiling.toFixed(3)})` : ''}`;
  return {
    name: `${engineName(s)}: redacted copies ≥ ${MIN_SIMILARITY} similar to Presidio's redacted references`,
    actual: s.similarity.map((x) => `${x.file} ${fmt(x)}`).join(', ') || 'n/a',
    pass: s.similarity.length > 0 && s.similarity.every((x) => x.ours !== null && x.ours >= MIN_SIMILARITY),
  };
}

function mrzLine(s: EngineSummary): TargetLine {
  const { mrz, negatives } = s;
  return {
    name: `${engineName(s)}: MRZ exact on ≥ ${MIN_MRZ_EXACT} of the ${mrz.expected} images with an expected MRZ, and 0 false MRZ on negatives`,
    actual: `${mrz.exact} of ${mrz.expected} exact; ${negatives.falseMrz} false on ${negatives.images} negatives`,
    pass: mrz.exact >= MIN_MRZ_EXACT && negatives.falseMrz === 0,
  };
}

function speedLine(s: EngineSummary): TargetLine {
  const large = median(s.msPerMpLarge);
  return {
    name: `p50 ≤ ${MAX_P50_MS_PER_MP / 1000} s per 1-megapixel image with ${engineName(s)}`,
    actual:
      `${(large / 1000).toFixed(2)} s per MP (p50 over the ${s.msPerMpLarge.length} images of ≥ 1 MP); ` +
      `all ${s.ms.length} images: p50 ${(median(s.ms) / 1000).toFixed(2)} s per image, ${(median(s.msPerMp) / 1000).toFixed(2)} s per MP`,
    pass: Number.isFinite(large) && large <= MAX_P50_MS_PER_MP,
  };
}

function stallLine(s: EngineSummary): TargetLine {
  return {
    name: `${engineName(s)}: no request blocks the event loop > ${MAX_STALL_MS} ms`,
    actual: `longest stall ${s.stall.ms.toFixed(1)} ms (${s.stall.file})`,
    pass: Number.isFinite(s.stall.ms) && s.stall.ms <= MAX_STALL_MS,
  };
}

export function imageTargets(summaries: readonly EngineSummary[], peakRssMb: number): TargetLine[] {
  const paddle = summaries.find((s) => s.engine === 'paddleocr');
  return [
    ...summaries.map(entityLine),
    ...summaries.map(similarityLine),
    ...summaries.map(mrzLine),
    ...(paddle ? [speedLine(paddle)] : []),
    ...summaries.map(stallLine),
    {
      name: `media-analysis RSS ≤ ${MAX_RSS_MB / 1000} GB with both engines loaded (this bench process's peak RSS as a proxy)`,
      actual: `${Math.round(peakRssMb)} MB`,
      pass: Number.isFinite(peakRssMb) && peakRssMb <= MAX_RSS_MB,
    },
  ];
}
