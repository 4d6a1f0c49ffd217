import { placeholderFor, type DetectedEntity } from '@csg/contracts';
import { applyPolicy, type FilterPolicy, type Finding } from '@csg/detection-engine';
import { classifyDocument, isIdentityDocument, type DocumentType } from '../classify/document-type.ts';
import type { RemoteClassification, RemoteClassifier } from '../classify/remote-classifier.ts';
import { identityFields } from '../identity/index.ts';
import { decodeImageInput } from '../image/decode-image-input.ts';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from '../image/image-limits.ts';
import { inspectImage } from '../image/inspect-image.ts';
import { imageForOcr } from '../image/ocr-input.ts';
import { redactImage } from '../image/redact-image.ts';
import { findMrz, mrzEntities } from '../mrz/index.ts';
import { rereadMrzZone } from '../mrz-zone/reread-zone.ts';
import type { LineSpan } from '../ocr/entity-boxes.ts';
import type { OcrEngine, OcrEngineId, OcrResult } from '../ocr/types.ts';
import { identityFindings, mrzFindings } from './extra-findings.ts';
import { imageFindings, type ImagePiiDetection, type ImageSafetyDetection } from './image-findings.ts';
import { actionReason, rejectionReason } from './reasons.ts';

export interface AnalyzeImageRequest {
  imageBase64: string;
  redactPii: boolean;
  confidenceThreshold: number;
  /** ISO 639-1, or `auto`. */
  language: string;
  ocrEngine: OcrEngineId;
  /** The filter's policy, resolved by the caller. */
  policy: FilterPolicy;
}

export interface AnalyzeImageDeps {
  engines: Partial<Record<OcrEngineId, OcrEngine>>;
  /** The detection engine's scan of a text with a policy: offsets into the text, actions applied. */
  detect: (text: string, policy: FilterPolicy) => Promise<readonly DetectedEntity[]>;
  /** Boxes for part of a line, per engine that knows its glyph positions (default: proportional). */
  lineSpans?: Partial<Record<OcrEngineId, LineSpan>>;
  limits?: ImageLimits;
  /** The doc-classifier component, when deployed; its answer outranks the rules, its failure is theirs to cover. */
  classifier?: RemoteClassifier;
}

/** The image analysis result (specification "Image analysis result"), without the request's wall time. */
export interface ImageAnalysis {
  success: true;
  action: ImagePiiDetection['action'];
  extractedText: string;
  piiDetections: ImagePiiDetection[];
  safetyDetections: ImageSafetyDetection[];
  summary: { piiCount: number; safetyIssueCount: number };
  wasRedacted: boolean;
  redactedImageBase64?: string;
  actionReason?: string;
  rejectionReason?: string;
  documentType: DocumentType;
  mrzDetected: boolean;
  ocrFailed: boolean;
  /** The OCR reading, for the caller's records and the chat path; never returned to a client. */
  ocr?: OcrResult;
  /** What was reported, with offsets into `ocr.text`, for the caller's detection record; never returned to a client. */
  entities?: DetectedEntity[];
}

/** An identity document's text is data printed on it, not instructions: attack detection is skipped. */
const withoutAttacks = (policy: FilterPolicy): FilterPolicy => ({
  ...policy,
  categories: {
    ...policy.categories,
    jailbreak: { ...policy.categories.jailbreak, action: 'allow' },
    injection: { ...policy.categories.injection, action: 'allow' },
  },
});

const NOTHING_READ: DocumentType = { type: 'unknown', confidence: 0, signals: [] };

function failedOcr(): ImageAnalysis {
  return {
    success: true,
    action: 'allow',
    extractedText: '',
    piiDetections: [],
    safetyDetections: [],
    summary: { piiCount: 0, safetyIssueCount: 0 },
    wasRedacted: false,
    documentType: NOTHING_READ,
    mrzDetected: false,
    ocrFailed: true,
  };
}

/** The component's type and confidence, with the rules' signals after its own. */
const withComponent = (answer: RemoteClassification | null, ruled: DocumentType): DocumentType =>
  answer ? { type: answer.type, confidence: answer.confidence, signals: ['doc-classifier', ...ruled.signals] } : ruled;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * Reads an image and says what in it is sensitive: decode and check it (400 errors as
 * ImageInputError), OCR it, find a machine-readable zone, classify the document, scan the text with
 * the filter (an identity document without attack detection), add the MRZ's and the identity
 * layout's fields, box what is found and paint what is masked. OCR that reads nothing, or an
 * engine that is down, is a result with `ocrFailed`, not an error.
 */
export async function analyzeImage(deps: AnalyzeImageDeps, request: AnalyzeImageRequest): Promise<ImageAnalysis> {
  const limits = deps.limits ?? DEFAULT_IMAGE_LIMITS;
  const image = decodeImageInput(request.imageBase64, limits);
  const info = await inspectImage(image, limits);
  const engine = deps.engines[request.ocrEngine];
  if (!engine || !(await engine.status()).available) return failedOcr();
  // Asked while OCR runs: the component sees pixels, not text, so it need not wait for the reading.
  const remote = deps.classifier?.classify(image, info.format);
  let ocr: OcrResult;
  let ocrImage: Buffer;
  try {
    ocrImage = await imageForOcr(image, info);
    ocr = await engine.recognize(ocrImage, { language: request.language });
  } catch {
    return failedOcr();
  }
  if (ocr.text.trim() === '') return failedOcr();
  // A second, closer reading of a machine-readable zone is an improvement, not a requirement.
  ocr = await rereadMrzZone(engine, ocrImage, ocr).catch(() => ocr);
  const answer = (await remote) ?? null;

  const mrz = findMrz(ocr.lines.map((line) => line.text));
  const mrzShape = mrz ? { format: mrz.format, documentCode: mrz.fields.documentCode?.value ?? '' } : undefined;
  const classify = (entityTypes: readonly string[]) =>
    withComponent(
      answer,
      classifyDocument({ text: ocr.text, width: ocr.width, height: ocr.height, mrz: mrzShape, entityTypes }),
    );
  const first = classify([]);
  const identity = isIdentityDocument(first.type);
  const policy = identity ? withoutAttacks(request.policy) : request.policy;

  const extras: Finding[] = [
    ...(mrz ? mrzFindings(ocr, mrzEntities(mrz)) : []),
    ...(identity ? identityFindings(identityFields(ocr), first.type) : []),
  ];
  const confirmed: DetectedEntity[] = applyPolicy(extras, policy).findings.map((finding) => ({
    type: finding.type,
    category: finding.category,
    value: placeholderFor(finding.type),
    confidence: finding.confidence,
    action: finding.action,
    start: finding.start,
    end: finding.end,
    source: finding.source,
  }));
  // A field the MRZ or a printed label confirms is reported once, as that, not again as the text detectors saw it.
  const detected = (await deps.detect(ocr.text, policy)).filter(
    (entity) =>
      !(entity.category === 'pii' || entity.category === 'secrets') || !confirmed.some((c) => overlaps(c, entity)),
  );
  const entities = [...confirmed, ...detected];
  const documentType = classify(entities.map((entity) => entity.type));
  const findings = imageFindings(ocr, entities, request.confidenceThreshold, deps.lineSpans?.[ocr.engine]);

  const paint = request.redactPii && findings.action !== 'reject' && findings.maskBoxes.length > 0;
  const redacted = paint ? await redactImage(image, findings.maskBoxes, info) : undefined;
  return {
    success: true,
    action: findings.action,
    extractedText: ocr.text,
    piiDetections: findings.piiDetections,
    safetyDetections: findings.safetyDetections,
    summary: { piiCount: findings.piiDetections.length, safetyIssueCount: findings.safetyDetections.length },
    wasRedacted: redacted !== undefined,
    ...(redacted ? { redactedImageBase64: redacted.toString('base64') } : {}),
    ...actionReason(findings),
    ...rejectionReason(findings),
    documentType,
    mrzDetected: mrz !== null,
    ocrFailed: false,
    ocr,
    entities: findings.reported,
  };
}
