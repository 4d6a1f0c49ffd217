export {
  ACTIONS,
  CATEGORIES,
  FINDING_SOURCES,
  actionSchema,
  categorySchema,
  detectedEntitySchema,
  detectedLanguageSchema,
  detectionResultSchema,
  entityTypeSchema,
  findingSourceSchema,
  placeholderFor,
  reportedEntity,
  reportedEntitySchema,
} from './detection.ts';
export type {
  Action,
  Category,
  DetectedEntity,
  DetectedLanguage,
  DetectionResult,
  FindingSource,
  ReportedEntity,
} from './detection.ts';
export { MAX_TEXT_CHARS, contentFilterSchema, detectBodySchema, detectResponseSchema } from './detect-api.ts';
export type { DetectBody, DetectResponse } from './detect-api.ts';
export {
  DOCUMENT_PART_TYPES,
  MAX_MESSAGES,
  MAX_MESSAGE_CHARS,
  PROVIDER_CODES,
  completionBodySchema,
  messageSchema,
} from './chat-api.ts';
export type { ChatMessage, CompletionBody, ProviderCode } from './chat-api.ts';
export {
  SESSION_TITLE_PATH,
  SESSION_TURN_PATH,
  sessionTitleScanBodySchema,
  sessionTitleScanSchema,
  sessionTurnBodySchema,
} from './internal-routes.ts';
export type { SessionTitleScan, SessionTurnBody } from './internal-routes.ts';
