import { readFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-node';
import {
  type Box as DetectedBox,
  type DetectionRuntimeOptions,
  DetectionService,
  Image,
  type OrtInferenceSession,
  type OrtModule,
} from 'paddleocr';
import sharp from 'sharp';
import { ctcDecode } from './ctc-decode.ts';
import type { PaddleOcrLine } from './glyph-spans.ts';
import { inkProfile, snapToInk } from './ink-snap.ts';
import { lineGeometry } from './line-geometry.ts';
import { type PaddleModelFiles, readDictionary } from './model-files.ts';
import { sortReadingOrder } from './reading-order.ts';

/** PaddleOCR 2.x's settings for the PP-OCRv4 detector (DBNet on BGR pixels, ImageNet means). */
const DETECTION: Partial<DetectionRuntimeOptions> = {
  channelOrder: 'bgr',
  maxSideLength: 960,
  limitType: 'max',
  textPixelThreshold: 0.3,
  boxScoreThreshold: 0.6,
  unclipRatio: 1.5,
  maxCandidates: 1000,
};
/** The recogniser's input: 48 pixels high, at least 320 wide, BGR scaled to [-1, 1]. */
const REC_HEIGHT = 48;
const REC_MIN_WIDTH = 320;
const REC_MEAN: [number, number, number] = [127.5, 127.5, 127.5];
const REC_SCALE: [number, number, number] = [1 / 127.5, 1 / 127.5, 1 / 127.5];
/** PaddleOCR's `drop_score`: lines read with less confidence are noise more often than text. */
const DROP_SCORE = 0.5;

export interface PaddleModels {
  detection: DetectionService;
  detectionSession: ort.InferenceSession;
  recognition: ort.InferenceSession;
  dictionary: string[];
}

export interface ReadLines {
  width: number;
  height: number;
  lines: PaddleOcrLine[];
}

export async function loadModels(files: PaddleModelFiles, threads?: number): Promise<PaddleModels> {
  const options: ort.InferenceSession.SessionOptions = threads ? { intraOpNumThreads: threads } : {};
  const [detection, recognition, dictionary] = await Promise.all([
    readFile(files.detection).then((bytes) => ort.InferenceSession.create(bytes, options)),
    readFile(files.recognition).then((bytes) => ort.InferenceSession.create(bytes, options)),
    readDictionary(files.dictionary),
  ]);
  // paddleocr's structural ORT types predate onnxruntime 1.30's non-tensor metadata; the shapes it uses agree.
  const service = new DetectionService(
    ort as unknown as OrtModule,
    detection as unknown as OrtInferenceSession,
    DETECTION,
  );
  return { detection: service, detectionSession: detection, recognition, dictionary };
}

export async function releaseModels(models: PaddleModels): Promise<void> {
  await Promise.all([models.detectionSession.release(), models.recognition.release()]);
}

/** Decodes a PNG or JPEG into paddleocr's image, on white where it is transparent. */
async function decode(bytes: Uint8Array): Promise<Image> {
  // Transparent pixels are often black underneath: flatten onto white so dark text stays visible.
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Image(info.width, info.height, info.channels, new Uint8Array(data.buffer, data.byteOffset, data.length));
}

/** Detects and reads the text lines of a PNG or JPEG, boxes in the image's own pixels. */
export async function readLines(models: PaddleModels, bytes: Uint8Array): Promise<ReadLines> {
  const image = await decode(bytes);
  const detected = await models.detection.run(image);
  const lines: PaddleOcrLine[] = [];
  for (const box of detected) {
    if (box.width <= 0 || box.height <= 0) continue;
    const crop = box.points ? image.cropRotated(box.points) : image.crop(box);
    const line = await readCrop(models, crop, box);
    if (line.text.trim() && line.confidence >= DROP_SCORE) lines.push(line);
  }
  return { width: image.width, height: image.height, lines: sortReadingOrder(lines) };
}

/**
 * Reads each image as one line of text, without detection: the caller has cut the lines out. With
 * `allowed` (ctcDecode's class flags) only those characters are read. Every image gives one line,
 * empty when nothing was read, its box the whole image.
 */
export async function readLineImages(
  models: PaddleModels,
  images: readonly Uint8Array[],
  allowed?: Uint8Array,
): Promise<PaddleOcrLine[]> {
  const lines: PaddleOcrLine[] = [];
  for (const bytes of images) {
    const image = await decode(bytes);
    lines.push(await readCrop(models, image, { x: 0, y: 0, width: image.width, height: image.height }, allowed));
  }
  return lines;
}

async function readCrop(
  models: PaddleModels,
  crop: Image,
  box: DetectedBox,
  allowed?: Uint8Array,
): Promise<PaddleOcrLine> {
  const width = Math.max(1, Math.ceil((REC_HEIGHT * crop.width) / crop.height));
  const target = Math.max(REC_MIN_WIDTH, width);
  const resized = crop.resize({ width, height: REC_HEIGHT });
  const pixels = resized.tensor({
    mean_values: REC_MEAN,
    norm_values: REC_SCALE,
    channel_order: 'bgr',
  });
  const input = new ort.Tensor('float32', padRight(pixels, width, target), [1, 3, REC_HEIGHT, target]);
  const outputs = await models.recognition.run({ [models.recognition.inputNames[0] ?? 'x']: input });
  const output = outputs[models.recognition.outputNames[0] ?? ''];
  if (!output || output.dims.length !== 3) throw new Error('PaddleOCR recogniser returned an unexpected output');
  const [, timesteps = 0, classes = 0] = output.dims;
  const decoded = ctcDecode(
    output.data as Float32Array,
    timesteps,
    classes,
    models.dictionary,
    (timesteps * width) / target,
    allowed,
  );
  return {
    text: decoded.text,
    confidence: decoded.confidence,
    box: { x: box.x, y: box.y, width: box.width, height: box.height },
    ...lineGeometry(
      box,
      snapToInk(decoded.glyphs, decoded.text, inkProfile(resized.data, width, REC_HEIGHT, resized.channels)),
    ),
  };
}

/** Pads a CHW tensor on the right with zeros (mid-grey after scaling), as PaddleOCR does. */
function padRight(tensor: Float32Array, width: number, target: number): Float32Array {
  if (width === target) return tensor;
  const padded = new Float32Array(3 * REC_HEIGHT * target);
  for (let row = 0; row < 3 * REC_HEIGHT; row++) {
    padded.set(tensor.subarray(row * width, (row + 1) * width), row * target);
  }
  return padded;
}
