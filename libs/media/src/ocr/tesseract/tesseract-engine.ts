import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { createJobQueue } from '../pool/index.ts';
import type { OcrEngine, OcrEngineStatus, OcrOptions, OcrResult } from '../types.ts';
import { SHIPPED_LANGUAGES, scanLanguageData } from './language-data.ts';
import type { LanguageData } from './language-data.ts';
import { pageLines } from './page-lines.ts';
import type { TesseractPage } from './page-lines.ts';
import { createTesseractWorkers } from './tesseract-workers.ts';

/** Structurally the detection engine's LanguageIdentifier, so the gateway passes that one in. */
export interface TextLanguageIdentifier {
  identify(text: string): { language: string; reliable: boolean };
}

export interface TesseractEngineOptions {
  /** ISO 639-1 codes to read; default: every language with published data. Those not installed are left out. */
  languages?: readonly string[];
  /** Images read at once (one worker each); default: the machine's cores. */
  concurrency?: number;
  /** Requests allowed to wait for a worker; default: 4 × concurrency. */
  maxWaiting?: number;
  /** Limit per image once its reading starts; default 30 s. */
  timeoutMs?: number;
  /**
   * For `language: 'auto'`: tells the language of a first reading with English, to read again with
   * that language's model. Without one, `auto` reads with English only.
   */
  languageIdentifier?: TextLanguageIdentifier;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const FIRST_PASS_LANGUAGE = 'en';

/** Tesseract (tesseract.js, WebAssembly in worker threads) with word boxes, its models from npm packages. */
export function createTesseractEngine(options: TesseractEngineOptions = {}): OcrEngine {
  const { installed, missing } = scanLanguageData(options.languages ?? SHIPPED_LANGUAGES);
  const firstPass = installed.get(FIRST_PASS_LANGUAGE) ?? installed.values().next().value;
  const concurrency = options.concurrency ?? availableParallelism();
  const queue = createJobQueue({
    concurrency,
    maxWaiting: options.maxWaiting,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  const workers = createTesseractWorkers(concurrency);
  const status: OcrEngineStatus = {
    id: 'tesseract',
    name: 'Tesseract',
    available: firstPass !== undefined,
    languages: [...installed.keys()],
    ...(firstPass === undefined && { reason: `language data not installed: ${missing.join(', ')}` }),
  };

  const read = (data: LanguageData, image: Buffer, signal: AbortSignal): Promise<TesseractPage> =>
    workers.use(
      data,
      signal,
      async (worker) => (await worker.recognize(image, {}, { text: false, blocks: true })).data,
    );

  /** The installed language `text` is written in, when it is not the first pass's. */
  function secondPass(text: string): LanguageData | undefined {
    const identified = options.languageIdentifier?.identify(text);
    if (!identified?.reliable || identified.language === firstPass?.language) return undefined;
    return installed.get(identified.language);
  }

  return {
    id: 'tesseract',
    status: async () => status,

    async recognize(image: Buffer, recognizeOptions: OcrOptions = {}): Promise<OcrResult> {
      if (firstPass === undefined) throw new Error(`Tesseract is unavailable: ${status.reason}`);
      const language = recognizeOptions.language ?? 'auto';
      const chosen = language === 'auto' ? firstPass : installed.get(language);
      if (chosen === undefined) throw new RangeError(`no Tesseract language data installed for "${language}"`);
      // Queued before anything asynchronous, so requests keep their arrival order.
      return queue.run(async (signal) => {
        // Reading time only: the wait for a worker is the queue's, bounded by maxWaiting.
        const started = performance.now();
        const { width = 0, height = 0 } = await sharp(image).metadata();
        let lines = pageLines(await read(chosen, image, signal));
        const other = language === 'auto' ? secondPass(lines.map((line) => line.text).join('\n')) : undefined;
        if (other) lines = pageLines(await read(other, image, signal));
        const confidence =
          lines.length === 0 ? 0 : lines.reduce((sum, line) => sum + line.confidence, 0) / lines.length;
        return {
          engine: 'tesseract',
          text: lines.map((line) => line.text).join('\n'),
          lines,
          confidence,
          width,
          height,
          processingTimeMs: Math.round(performance.now() - started),
        };
      });
    },

    async close() {
      await queue.close();
      await workers.close();
    },
  };
}
