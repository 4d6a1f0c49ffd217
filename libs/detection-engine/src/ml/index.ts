// The learned models' building blocks, shared with tools/train so that training and the engine
// read text the same way.
export { extractFeatures, maxFeatures } from './features.ts';
export { LinearModel, ModelBank, featureScale, type SpanSums } from './linear-model.ts';
export { MODEL_FORMAT_VERSION, decodeModel, encodeModel } from './model-file.ts';
export type { ModelFile, ModelHead, ModelHeader } from './model-file.ts';
export { scoreText, topProbability, type TextScores } from './score-text.ts';
