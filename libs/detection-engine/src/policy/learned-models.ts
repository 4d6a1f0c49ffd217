/**
 * The learned classifiers a filter can tune, by detector name. A filter sets each one's decision
 * threshold under `models`; one it leaves out uses the model's own default.
 */
export const LEARNED_MODELS = ['attack-classifier', 'toxicity-classifier'] as const;

export type LearnedModel = (typeof LEARNED_MODELS)[number];
