import { attackDetectors } from './attacks/index.ts';
import { createDetectionEngine } from './engine/index.ts';
import type { DetectionEngine, EngineLog } from './engine/index.ts';
import type { Detector } from './types.ts';
import { createExternalComponents, type ComponentUrls } from './external/index.ts';
import { createLanguageIdentifier } from './language/index.ts';
import { createAttackClassifier, createToxicityClassifier } from './ml/learned-detectors.ts';
import { normalize } from './normalize/index.ts';
import { contextPiiDetectors } from './pii-context/index.ts';
import { validatedPiiDetectors } from './pii-validated/index.ts';
import { secretDetectors } from './secrets/index.ts';
import { createToxicityDetector } from './toxicity/index.ts';

export interface DefaultEngineOptions {
  /** ISO 639-1 code used when language identification is unsure. */
  defaultLanguage?: string;
  /** One deadline for the optional external components of a scan. */
  deadlineMs?: number;
  /** Base URLs of the external components; an unset one is not deployed. */
  components?: ComponentUrls;
  log?: EngineLog;
}

/** The built-in detectors by family, in the order the default engine runs them. */
export function builtInDetectorFamilies(): Record<string, readonly Detector[]> {
  return {
    'pii-validated': validatedPiiDetectors,
    'pii-context': contextPiiDetectors,
    secrets: secretDetectors,
    toxicity: [createToxicityDetector(), createToxicityClassifier()],
    attacks: [...attackDetectors, createAttackClassifier()],
  };
}

/** The engine with every built-in detector family, and the external components that are configured. */
export function createDefaultEngine(options: DefaultEngineOptions = {}): DetectionEngine {
  const identifier = createLanguageIdentifier({ defaultLanguage: options.defaultLanguage ?? 'en' });
  return createDetectionEngine({
    detectors: Object.values(builtInDetectorFamilies()).flat(),
    normalize,
    language: {
      identify: (text) => {
        const { language, reliable } = identifier.identify(text);
        return { code: language, reliable };
      },
    },
    components: createExternalComponents(options.components ?? {}),
    deadlineMs: options.deadlineMs,
    log: options.log,
  });
}
