import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { httpUrl } from './env-fields.ts';

/**
 * A comma-separated list of ISO 3166 regions, in order of preference. Checked against the phone
 * library's regions here so that a typo is one line of the start-up report, not a crash later.
 */
const phoneRegions = () =>
  z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, 'must name at least one region')
    .refine(
      (list) => list.every((region) => isSupportedCountry(region)),
      'must list ISO 3166 two-letter region codes, e.g. US,GB,DE (the United Kingdom is GB)',
    )
    .optional();

const optionalComponent = () =>
  httpUrl()
    .optional()
    .describe('optional external component scanning beside the built-in detectors (docs/components.md)');

/**
 * The environment of every app that runs the detection engine in-process (detection, chat
 * pipeline): the same variables mean the same thing in each of them.
 */
export const detectionEnv = () => ({
  /** Used when language identification is unsure (ISO 639-1). */
  DEFAULT_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter ISO 639-1 code')
    .default('en')
    .describe('language (ISO 639-1) used when identification is unsure'),
  /** One deadline for the optional external components of a scan; they run beside the built-in detectors. */
  DETECTION_DEADLINE_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(10_000)
    .default(250)
    .describe('one deadline for the external components of a scan'),
  /** Where a phone number without a country code is looked up when its text names no country. */
  PHONE_DEFAULT_REGIONS: phoneRegions().describe(
    'ISO 3166 regions, in order, where a phone number without a country code is looked up when the text names no country and its script points to none (unset: US,GB,DE,FR,ES,IT,IN)',
  ),
  /** The same for a number inside Arabic-script text. */
  PHONE_ARABIC_REGIONS: phoneRegions().describe(
    'the same for a number inside Arabic-script text (unset: SA,AE,EG,MA,IQ,JO,PK,IR)',
  ),
  /** Optional components: unset means not deployed. */
  ML_DETECTOR_URL: optionalComponent(),
  HAP_GUARD_V2_URL: optionalComponent(),
  ATTACK_GUARD_URL: optionalComponent(),
  LANGUAGE_DETECTOR_URL: optionalComponent(),
});

type DetectionEnv = z.output<z.ZodObject<ReturnType<typeof detectionEnv>>>;

/** The engine options those variables select, in the shape `createDefaultEngine` takes. */
export function detectionEngineOptions(config: DetectionEnv) {
  return {
    defaultLanguage: config.DEFAULT_LANGUAGE,
    deadlineMs: config.DETECTION_DEADLINE_MS,
    phoneDefaultRegions: config.PHONE_DEFAULT_REGIONS,
    phoneArabicRegions: config.PHONE_ARABIC_REGIONS,
    components: {
      mlDetector: config.ML_DETECTOR_URL,
      hapGuard: config.HAP_GUARD_V2_URL,
      attackGuard: config.ATTACK_GUARD_URL,
      languageDetector: config.LANGUAGE_DETECTOR_URL,
    },
  };
}
