export { TOXICITY_LABEL_DEFINITIONS, TOXICITY_LABELS, type ToxicityLabel } from './labels.ts';
export { createToxicityDetector } from './detector.ts';
