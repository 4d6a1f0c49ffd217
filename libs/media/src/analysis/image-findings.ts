import { placeholderFor, type Action, type DetectedEntity } from '@csg/contracts';
import { strongestAction } from '@csg/detection-engine';
import type { Box } from '../box.ts';
import { entityBoxes, proportionalSpan, type LineSpan } from '../ocr/entity-boxes.ts';
import type { OcrResult } from '../ocr/types.ts';

/** What the image result reports for an entity of the text (specification "Image analysis result"). */
export interface ImagePiiDetection {
  type: string;
  /** The placeholder, never the text. */
  value: string;
  confidence: number;
  action: Action;
  source: DetectedEntity['source'];
  boundingBoxes?: Box[];
}

export interface ImageSafetyDetection {
  type: string;
  confidence: number;
  action: Action;
}

export interface ImageFindings {
  piiDetections: ImagePiiDetection[];
  safetyDetections: ImageSafetyDetection[];
  /** The strongest action of what is reported. */
  action: Action;
  /** Every box of a `mask` entity: what a redacted copy paints. */
  maskBoxes: Box[];
  /** The entities reported, offsets into `ocr.text`: what the caller's detection record stores. */
  reported: DetectedEntity[];
}

/**
 * The detections of an image's text as the image result reports them: PII and secrets with the
 * boxes of the words they cover, toxicity, jailbreak and injection without (they concern the text,
 * not a place in the picture). Entities under `confidenceThreshold` are left out, and an allowed
 * entity is not reported. `entities` have offsets into `ocr.text`: the engine's, and those the
 * MRZ parser and the identity layout extractor add.
 */
export function imageFindings(
  ocr: OcrResult,
  entities: readonly DetectedEntity[],
  confidenceThreshold: number,
  lineSpan: LineSpan = proportionalSpan,
): ImageFindings {
  const piiDetections: ImagePiiDetection[] = [];
  const safetyDetections: ImageSafetyDetection[] = [];
  const maskBoxes: Box[] = [];
  const reported: DetectedEntity[] = [];
  for (const entity of entities) {
    if (entity.confidence < confidenceThreshold || entity.action === 'allow') continue;
    reported.push(entity);
    const { type, confidence, action } = entity;
    if (entity.category === 'pii' || entity.category === 'secrets') {
      const boxes = entityBoxes(ocr, entity.start, entity.end, lineSpan);
      if (action === 'mask') maskBoxes.push(...boxes);
      piiDetections.push({
        type,
        value: placeholderFor(type),
        confidence,
        action,
        source: entity.source,
        ...(boxes.length > 0 ? { boundingBoxes: boxes } : {}),
      });
    } else {
      safetyDetections.push({ type, confidence, action });
    }
  }
  const action = strongestAction([...piiDetections, ...safetyDetections].map((d) => d.action));
  return { piiDetections, safetyDetections, action, maskBoxes, reported };
}
