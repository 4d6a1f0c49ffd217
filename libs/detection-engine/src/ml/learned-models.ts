import { readFileSync } from 'node:fs';
import { ModelBank, type LinearModel } from './linear-model.ts';
import { decodeModel } from './model-file.ts';
import { LEARNED_MODELS, type LearnedModel } from '../policy/learned-models.ts';

let bank: ModelBank | undefined;

/** Every committed model (libs/detection-engine/models/<name>.csm) in one bank, read once per process. */
export function learnedModels(): ModelBank {
  return (bank ??= new ModelBank(
    LEARNED_MODELS.map((name) => {
      const bytes = readFileSync(new URL(`../../models/${name}.csm`, import.meta.url));
      return decodeModel(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }),
  ));
}

export function learnedModel(name: LearnedModel): LinearModel {
  return learnedModels().models[LEARNED_MODELS.indexOf(name)]!;
}
