import { attackDetectors } from './attacks/index.ts';
import { createDetectionEngine } from './engine/index.ts';
import type { DetectionEngine, EngineLog, EngineObserver } from './engine/index.ts';
import type { Detector } from './types.ts';
import { createExternalComponents, type ComponentUrls } from './external/index.ts';
import { createLanguageIdentifier } from './language/index.ts';
import { createAttackClassifier, createToxicityClassifier } from './ml/learned-detectors.ts';
import { normalize } from './normalize/index.ts';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { createContextPiiDetectors, type PhoneOptions } from './pii-context/index.ts';
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
  /** Metrics: see createEngineMetrics. */
  observer?: EngineObserver;
  /**
   * PHONE_DEFAULT_REGIONS: ISO 3166 regions (e.g. `['US', 'GB', 'DE']`), in order, where a phone
   * number written without a country code is looked up when the text around it names no country
   * and is not in a script that points to one. Default: US, GB, DE, FR, ES, IT, IN. An unknown code
   * is refused when the engine is made.
   */
  phoneDefaultRegions?: readonly string[];
  /**
   * Regions where a number without a country code inside Arabic-script text is looked up, in order.
   * Default: SA, AE, EG, MA, IQ, JO, PK, IR.
   */
  phoneArabicRegions?: readonly string[];
}

function countryCodes(codes: readonly string[] | undefined, option: string): CountryCode[] | undefined {
  if (codes === undefined) return undefined;
  return codes.map((code) => {
    const region = code.trim().toUpperCase();
    if (!isSupportedCountry(region)) throw new Error(`${option}: unknown region ${JSON.stringify(code)}`);
    return region;
  });
}

/** The built-in detectors by family, in the order the default engine runs them. */
export function builtInDetectorFamilies(phone: PhoneOptions = {}): Record<string, readonly Detector[]> {
  return {
    'pii-validated': validatedPiiDetectors,
    'pii-context': createContextPiiDetectors(phone),
    secrets: secretDetectors,
    toxicity: [createToxicityDetector(), createToxicityClassifier()],
    attacks: [...attackDetectors, createAttackClassifier()],
  };
}

/** The engine with every built-in detector family, and the external components that are configured. */
export function createDefaultEngine(options: DefaultEngineOptions = {}): DetectionEngine {
  const identifier = createLanguageIdentifier({ defaultLanguage: options.defaultLanguage ?? 'en' });
  const phone: PhoneOptions = {
    defaultRegions: countryCodes(options.phoneDefaultRegions, 'phoneDefaultRegions'),
    arabicRegions: countryCodes(options.phoneArabicRegions, 'phoneArabicRegions'),
  };
  return createDetectionEngine({
    detectors: Object.values(builtInDetectorFamilies(phone)).flat(),
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
    observer: options.observer,
  });
}
