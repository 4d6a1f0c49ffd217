import { readFileSync } from 'node:fs';
import { LinearModel, ModelBank } from './linear-model.ts';
import { decodeModel } from './model-file.ts';

/** The committed models (libs/detection-engine/models/<name>.csm), in the order of their heads in the bank. */
export const MODEL_NAMES = ['attack-classifier', 'toxicity-classifier'] as const;

let bank: ModelBank | undefined;

/** Every committed model in one bank, read once per process. */
export function learnedModels(): ModelBank {
  return (bank ??= new ModelBank(
    MODEL_NAMES.map((name) => {
      const bytes = readFileSync(new URL(`../../models/${name}.csm`, import.meta.url));
      return decodeModel(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }),
  ));
}

export function learnedModel(name: (typeof MODEL_NAMES)[number]): LinearModel {
  return learnedModels().models[MODEL_NAMES.indexOf(name)]!;
}
