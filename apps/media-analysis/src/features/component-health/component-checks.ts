import { OCR_ENGINE_IDS } from '@csg/contracts';
import type { DocumentCodec } from '@csg/documents';
import {
  classifyDocument,
  DEFAULT_IMAGE_LIMITS,
  inspectImage,
  redactImage,
  type OcrEngineId,
  type OcrEngineStatus,
} from '@csg/media';
import { documentRedactionWorks } from './document-probes.ts';

/** A 2×2 white PNG: enough for the redactor to decode, paint and encode, the whole of its path. */
const PROBE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWP4DwYMEAoAU7oL9W/sIDEAAAAASUVORK5CYII=',
  'base64',
);

export interface OcrServiceHealth {
  healthy: boolean;
  engines: { id: OcrEngineId; available: boolean; reason?: string }[];
}

/**
 * ocr-service: healthy when every engine this build offers can read. An engine without its models
 * (an air-gapped install that did not ship them) makes it unhealthy, naming the engine and why.
 */
export async function ocrServiceHealth(status: (engine: OcrEngineId) => Promise<OcrEngineStatus>) {
  const engines = await Promise.all(
    OCR_ENGINE_IDS.map(async (id) => {
      const { available, reason } = await status(id);
      return { id, available, ...(available || reason === undefined ? {} : { reason }) };
    }),
  );
  return { healthy: engines.every((engine) => engine.available), engines } satisfies OcrServiceHealth;
}

/** redactor: the image library paints a box over a tiny image, and a document span is rewritten. */
export async function redactorHealth(codec: DocumentCodec): Promise<{ healthy: boolean }> {
  try {
    const info = await inspectImage(PROBE_PNG, DEFAULT_IMAGE_LIMITS);
    await redactImage(PROBE_PNG, [{ x: 0, y: 0, width: 1, height: 1 }], info, { padding: 0 });
    return { healthy: await documentRedactionWorks(codec) };
  } catch {
    return { healthy: false };
  }
}

/** doc-classifier: its rules are compiled and still name a passport a passport. */
export async function docClassifierCheck(): Promise<void> {
  const { type } = classifyDocument({ text: 'PASSPORT', width: 800, height: 560, entityTypes: [] });
  if (type !== 'passport') throw new Error('document classifier rules are not loaded');
}
