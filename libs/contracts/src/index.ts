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
  MAX_MESSAGES,
  MAX_MESSAGE_CHARS,
  PROVIDER_CODES,
  completionBodySchema,
  documentPartSchema,
  imageUrlPartSchema,
  messageSchema,
} from './chat-api.ts';
export type { ChatMessage, CompletionBody, DocumentPart, ImageUrlPart, ProviderCode } from './chat-api.ts';
export {
  INSPECT_DOCUMENT_PATH,
  INSPECT_IMAGE_PATH,
  SESSION_TITLE_PATH,
  SESSION_TURN_PATH,
  inspectDocumentBodySchema,
  inspectImageBodySchema,
  inspectedDocumentSchema,
  inspectedImageSchema,
  sessionTitleScanBodySchema,
  sessionTitleScanSchema,
  sessionTurnBodySchema,
} from './internal-routes.ts';
export type {
  InspectDocumentBody,
  InspectImageBody,
  InspectedDocument,
  InspectedImage,
  SessionTitleScan,
  SessionTurnBody,
} from './internal-routes.ts';
export {
  DOCUMENT_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_BYTES,
  OCR_ENGINE_IDS,
  analyzeImageBodySchema,
  boundingBoxSchema,
  compareOcrBodySchema,
  compareOcrResponseSchema,
  documentTypeSchema,
  imageAnalysisResultSchema,
  imagePiiDetectionSchema,
  imageSafetyDetectionSchema,
  ocrEngineIdSchema,
  ocrEnginesResponseSchema,
} from './image-analysis-api.ts';
export {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_UNPARSEABLE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  REDACT_JOB_STATUSES,
  UNSUPPORTED_DOCUMENT_MESSAGE,
  analyzeDocumentBodySchema,
  documentAnalysisResultSchema,
  documentFileTypeSchema,
  documentLocationSchema,
  documentOptionsSchema,
  documentPiiDetectionSchema,
  redactJobAcceptedSchema,
  redactJobSchema,
  supportedTypesResponseSchema,
} from './document-analysis-api.ts';
export type {
  AnalyzeDocumentBody,
  DocumentAnalysisResult,
  DocumentFileType,
  DocumentOptions,
  RedactJob,
  SupportedTypesResponse,
} from './document-analysis-api.ts';
export type {
  AnalyzeImageBody,
  CompareOcrBody,
  CompareOcrResponse,
  ImageAnalysisResult,
  OcrEnginesResponse,
} from './image-analysis-api.ts';
export { decodeBase64Payload } from './base64-payload.ts';
export type { Base64Payload } from './base64-payload.ts';
export {
  DIAGNOSTIC_COMPONENTS,
  FINDING_SEVERITIES,
  containerSchema,
  containersSchema,
  datastoresSchema,
  diagnosticComponentSchema,
  diagnosticsSnapshotSchema,
  findingSchema,
  findingSeveritySchema,
  serviceHealthSchema,
} from './diagnostics-api.ts';
export type {
  ContainerStatus,
  Containers,
  Datastores,
  DiagnosticComponent,
  DiagnosticsSnapshot,
  Finding,
  FindingSeverity,
  ServiceHealth,
} from './diagnostics-api.ts';
export {
  OPENAI_UNSUPPORTED_PARAMETERS,
  chatCompletionChunkSchema,
  chatCompletionSchema,
  filterVerdictSchema,
  openAiChatBodySchema,
  openAiErrorSchema,
  openAiModelListSchema,
} from './openai-api.ts';
export type {
  ChatCompletion,
  ChatCompletionChunk,
  FilterVerdict,
  OpenAiChatBody,
  OpenAiError,
  OpenAiModelList,
  OpenAiUsage,
} from './openai-api.ts';
export { openAiMessagesSchema, openAiToolCallSchema } from './openai-tools.ts';
export type { OpenAiMessage, OpenAiToolCall } from './openai-tools.ts';
export { eventStreamResponse, fileResponse, prometheusTextResponse } from './openapi-responses.ts';
