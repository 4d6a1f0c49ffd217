import type { OcrEngine, OcrEngineId, OcrLine, OcrResult } from '@csg/media';
import type { OcrEngines } from '../src/ocr-engines.ts';

/** Where a fake reading puts things: 10 px per character, lines 30 px apart, on a 320 × 120 page. */
const PAGE = { width: 320, height: 120 };

function reading(engine: OcrEngineId, texts: readonly string[]): OcrResult {
  const lines: OcrLine[] = texts.map((text, row) => {
    let x = 10;
    const words = text.split(' ').map((word) => {
      const box = { x, y: 10 + 30 * row, width: 10 * word.length, height: 20 };
      x += 10 * (word.length + 1);
      return { text: word, confidence: 0.9, box };
    });
    return { text, confidence: 0.9, box: { x: 10, y: 10 + 30 * row, width: 10 * text.length, height: 20 }, words };
  });
  return { engine, text: texts.join('\n'), lines, confidence: 0.9, ...PAGE, processingTimeMs: 1 };
}

export interface FakeEngines {
  engines: OcrEngines;
  /** The engines asked to read, in order. */
  recognized: OcrEngineId[];
  available: Record<OcrEngineId, boolean>;
  /** What the engines read; a test may change it. */
  texts: string[];
}

/** Both engines reading `texts` off any image, instantly; an engine can be made unavailable. */
export function fakeEngines(reads: readonly string[]): FakeEngines {
  const texts = [...reads];
  const recognized: OcrEngineId[] = [];
  const available: Record<OcrEngineId, boolean> = { paddleocr: true, tesseract: true };
  const engine = (id: OcrEngineId): OcrEngine => ({
    id,
    status: async () => ({
      id,
      name: `fake ${id}`,
      available: available[id],
      languages: ['en', 'fr'],
      ...(available[id] ? {} : { reason: 'models not installed' }),
    }),
    recognize: async () => {
      recognized.push(id);
      return reading(id, texts);
    },
    close: async () => {},
  });
  return { engines: { paddleocr: engine('paddleocr'), tesseract: engine('tesseract') }, recognized, available, texts };
}
