/**
 * The file of a learned linear model: "CSGM", a format version, the length of a JSON header, the
 * header (name, feature bits, heads with their bias and weight scale, default threshold, training
 * facts) and the weights as signed bytes, bucket-major so that one feature reads all heads at once.
 * Written by tools/train, read once per process by the engine.
 */

const MAGIC = 0x4d475343; // "CSGM" little-endian
export const MODEL_FORMAT_VERSION = 1;

export interface ModelHead {
  name: string;
  bias: number;
  /** Weight = signed byte × scale. */
  scale: number;
}

export interface ModelHeader {
  name: string;
  /** Buckets are 2^bits; features.ts names the features. */
  bits: number;
  heads: ModelHead[];
  /** Probability of the first head at or above which the engine reports a finding. */
  threshold: number;
  /** Free-form facts about the training run (sources, rows, figures), for the model card. */
  training: Record<string, unknown>;
}

export interface ModelFile {
  header: ModelHeader;
  weights: Int8Array;
}

export function encodeModel({ header, weights }: ModelFile): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const padded = json.length + ((4 - (json.length % 4)) % 4);
  const bytes = new Uint8Array(12 + padded + weights.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, MODEL_FORMAT_VERSION, true);
  view.setUint32(8, padded, true);
  bytes.set(json, 12);
  bytes.fill(0x20, 12 + json.length, 12 + padded);
  bytes.set(new Uint8Array(weights.buffer, weights.byteOffset, weights.length), 12 + padded);
  return bytes;
}

export function decodeModel(bytes: Uint8Array): ModelFile {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || view.getUint32(0, true) !== MAGIC) throw new Error('not a model file');
  const version = view.getUint32(4, true);
  if (version !== MODEL_FORMAT_VERSION) throw new Error(`model format ${version} is not ${MODEL_FORMAT_VERSION}`);
  const length = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length))) as ModelHeader;
  const expected = header.heads.length * 2 ** header.bits;
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset + 12 + length, bytes.length - 12 - length);
  if (weights.length !== expected) throw new Error(`model weights are ${weights.length} bytes, not ${expected}`);
  return { header, weights };
}
