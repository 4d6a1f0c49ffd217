import { placeholderFor, type Action, type DetectedEntity } from '@csg/contracts';
import { strongestAction, type FilterPolicy } from '@csg/detection-engine';
import { DocumentError } from '../document-error.ts';
import type { DocumentLimits, DocumentType, ExtractedDocument, PageOcr, Redaction, TextLocation } from '../types.ts';
import { chunkSegments, segmentSpans } from './chunks.ts';

/** Reads and rewrites files by type (the library's per-format code, or a test's fake). */
export interface DocumentCodec {
  sniff(bytes: Buffer, filename?: string): DocumentType | null;
  extract(
    bytes: Buffer,
    type: DocumentType,
    options: { limits?: DocumentLimits; ocr?: PageOcr; signal?: AbortSignal },
  ): Promise<ExtractedDocument>;
  redact(bytes: Buffer, extracted: ExtractedDocument, redactions: Redaction[]): Promise<Buffer>;
}

export interface AnalyzeDocumentDeps {
  codec: DocumentCodec;
  /** The detection engine's scan of a text with a policy: offsets into the text, actions applied. */
  detect: (text: string, policy: FilterPolicy) => Promise<readonly DetectedEntity[]>;
  /** Reads scanned pages; without it a page with no text layer has no text. */
  ocr?: PageOcr;
  limits?: DocumentLimits;
  /** Characters scanned per call, the event loop free between calls. */
  chunkChars?: number;
}

export interface AnalyzeDocumentRequest {
  bytes: Buffer;
  filename?: string;
  redact: boolean;
  confidenceThreshold: number;
  policy: FilterPolicy;
  signal?: AbortSignal;
  /** 0–100 as the work advances (extraction, scanning, redaction). */
  onProgress?: (percent: number) => void;
}

export interface DocumentPiiDetection {
  type: string;
  /** The placeholder, never the text. */
  value: string;
  confidence: number;
  action: Action;
  location: TextLocation;
}

export interface DocumentAnalysis {
  type: DocumentType;
  pageCount: number | null;
  textLength: number;
  action: Action;
  piiDetections: DocumentPiiDetection[];
  /** Toxicity, jailbreak and injection found, types only. */
  safetyTypes: string[];
  /** The redacted file, when asked for, something was masked and nothing was rejected. */
  redacted?: Buffer;
  /** The text with masked entities as placeholders, segments joined by newlines: what a model may read. */
  maskedText: string;
  /** What was reported, offsets into the segments joined by newlines, for the caller's detection record. */
  entities: DetectedEntity[];
}

// About 10 ms of the engine's scan on dense text: the longest another request waits on a document.
const DEFAULT_CHUNK_CHARS = 8_192;
const isPiiLike = (entity: DetectedEntity) => entity.category === 'pii' || entity.category === 'secrets';

/**
 * Finds what is sensitive in a document and, when asked, writes a copy without it: the type from
 * the content, the text of every part with its place, a scan in slices, and the masked spans
 * removed in the file's own format. Files that cannot be read throw DocumentError.
 */
export async function analyzeDocument(
  deps: AnalyzeDocumentDeps,
  request: AnalyzeDocumentRequest,
): Promise<DocumentAnalysis> {
  const progress = request.onProgress ?? (() => undefined);
  const type = deps.codec.sniff(request.bytes, request.filename);
  if (type === null) throw new DocumentError('unsupported', 'content is none of the supported types');
  const extracted = await deps.codec.extract(request.bytes, type, {
    limits: deps.limits,
    ocr: deps.ocr,
    signal: request.signal,
  });
  progress(30);

  const { segments } = extracted;
  const globalStarts: number[] = [];
  let offset = 0;
  for (const segment of segments) {
    globalStarts.push(offset);
    offset += segment.text.length + 1;
  }
  const textLength = Math.max(0, offset - 1);

  const piiDetections: DocumentPiiDetection[] = [];
  const safetyTypes = new Set<string>();
  const redactions: Redaction[] = [];
  const entities: DetectedEntity[] = [];
  const actions: Action[] = [];
  const chunks = chunkSegments(segments, deps.chunkChars ?? DEFAULT_CHUNK_CHARS);
  for (const [index, chunk] of chunks.entries()) {
    // The engine's built-in scan is synchronous: without a turn of the event loop here, every
    // other request would wait for the whole document.
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    request.signal?.throwIfAborted();
    for (const entity of await deps.detect(chunk.text, request.policy)) {
      if (entity.confidence < request.confidenceThreshold || entity.action === 'allow') continue;
      const spans = segmentSpans(chunk, entity.start, entity.end);
      const first = spans[0];
      if (!first) continue;
      actions.push(entity.action);
      const shift = (globalStarts[first.segment] ?? 0) - (chunk.starts[first.segment - chunk.first] ?? 0);
      entities.push({ ...entity, start: entity.start + shift, end: entity.end + shift });
      if (!isPiiLike(entity)) {
        safetyTypes.add(entity.type);
        continue;
      }
      const { type: entityType, confidence, action } = entity;
      piiDetections.push({
        type: entityType,
        value: placeholderFor(entityType),
        confidence,
        action,
        location: segments[first.segment]!.location,
      });
      if (action === 'mask')
        for (const span of spans) redactions.push({ ...span, placeholder: placeholderFor(entityType) });
    }
    progress(30 + Math.round((50 * (index + 1)) / chunks.length));
  }

  const action = strongestAction(actions);
  const copy = request.redact && action !== 'reject' && redactions.length > 0;
  const redacted = copy ? await deps.codec.redact(request.bytes, extracted, redactions) : undefined;
  progress(100);
  return {
    type,
    pageCount: extracted.pageCount,
    textLength,
    action,
    piiDetections,
    safetyTypes: [...safetyTypes],
    ...(redacted ? { redacted } : {}),
    maskedText: maskedText(extracted, redactions),
    entities,
  };
}

/** Each segment with its masked spans replaced by their placeholders, segments joined by newlines. */
function maskedText(extracted: ExtractedDocument, redactions: readonly Redaction[]): string {
  const bySegment = new Map<number, Redaction[]>();
  for (const r of redactions) bySegment.set(r.segment, [...(bySegment.get(r.segment) ?? []), r]);
  return extracted.segments
    .map((segment, index) => {
      const spans = (bySegment.get(index) ?? []).sort((a, b) => b.start - a.start);
      let text = segment.text;
      let limit = text.length;
      for (const span of spans) {
        if (span.end > limit) continue;
        text = text.slice(0, span.start) + span.placeholder + text.slice(span.end);
        limit = span.start;
      }
      return text;
    })
    .join('\n');
}
