export { SSE_HEADERS } from './headers.ts';
export {
  formatSseFrame,
  openSseStream,
  GENERIC_ERROR_MESSAGE,
  SSE_DONE_FRAME,
  SSE_HEADERS_DUE_MS,
  SSE_KEEP_ALIVE_COMMENT,
} from './writer.ts';
export type { SseStream, SseStreamOptions } from './writer.ts';
export { parseSseStream, collectSse } from './parser.ts';
export type { SseMessage } from './parser.ts';
export {
  contentRejectedEventSchema,
  documentsProcessedEventSchema,
  errorFrameSchema,
  filteredResponseEventSchema,
  modelRoutedEventSchema,
  outputContentRejectedEventSchema,
  outputContentWarningEventSchema,
  routingEvaluatedEventSchema,
  securityWarningEventSchema,
  sseEventSchema,
  tokenOptimizedEventSchema,
  tokenUsageEventSchema,
  tokenUsageSchema,
  typedSseEventSchema,
  userLockedEventSchema,
  userMessageProcessedEventSchema,
} from './events.ts';
export type {
  ContentRejectedEvent,
  DocumentsProcessedEvent,
  ErrorFrame,
  FilteredResponseEvent,
  ModelRoutedEvent,
  OutputContentRejectedEvent,
  OutputContentWarningEvent,
  RoutingEvaluatedEvent,
  SecurityWarningEvent,
  SseEvent,
  TokenOptimizedEvent,
  TokenUsage,
  TokenUsageEvent,
  TypedSseEvent,
  UserLockedEvent,
  UserMessageProcessedEvent,
} from './events.ts';
