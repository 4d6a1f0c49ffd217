export { createDetectionEngine } from './detection-engine.ts';
export type {
  DetectedEntity,
  DetectedLanguage,
  DetectionEngine,
  DetectionEngineOptions,
  DetectionResult,
  DetectOptions,
  EngineLog,
  EngineObserver,
  LanguageIdentifier,
} from './types.ts';
