import type { Detector } from '../types.ts';
import { createClassifierDetector, type NameHit } from './classifier-detector.ts';
import { learnedModel, learnedModels } from './learned-models.ts';

/** A subtype head at or above even odds names the hit. */
const NAMING_ODDS = 0.5;

const ATTACK_EMISSIONS = [
  { category: 'jailbreak', types: ['JAILBREAK'] },
  { category: 'injection', types: ['PROMPT_INJECTION', 'SYSTEM_PROMPT_EXTRACTION'] },
] as const;

/** Heads: attack, injection (rather than jailbreak), extraction (of the system prompt). */
const nameAttack: NameHit = (model, span) => {
  if (model.probability(span, 2) >= NAMING_ODDS) return { type: 'SYSTEM_PROMPT_EXTRACTION', category: 'injection' };
  if (model.probability(span, 1) >= NAMING_ODDS) return { type: 'PROMPT_INJECTION', category: 'injection' };
  return { type: 'JAILBREAK', category: 'jailbreak' };
};

/** Heads after the first name the hap-guard-v2 labels the model learned; the likeliest one wins. */
const TOXICITY_TYPES = ['HATE', 'INSULT', 'PROFANITY', 'THREAT', 'SELF_HARM'] as const;
const nameToxicity: NameHit = (model, span) => {
  let best = 0;
  for (let h = 1; h < TOXICITY_TYPES.length; h++) {
    if (model.probability(span, h + 1) > model.probability(span, best + 1)) best = h;
  }
  return { type: TOXICITY_TYPES[best]!, category: 'toxicity' };
};

/** The jailbreak / prompt-injection model (tools/train, docs/models/attack-classifier.md). */
export function createAttackClassifier(): Detector {
  return createClassifierDetector('attack-classifier', ATTACK_EMISSIONS, {
    load: () => ({ bank: learnedModels(), model: learnedModel('attack-classifier') }),
    name: nameAttack,
  });
}

/** The toxicity model (tools/train, docs/models/toxicity-classifier.md). */
export function createToxicityClassifier(): Detector {
  return createClassifierDetector('toxicity-classifier', [{ category: 'toxicity', types: TOXICITY_TYPES }], {
    load: () => ({ bank: learnedModels(), model: learnedModel('toxicity-classifier') }),
    name: nameToxicity,
  });
}
