/** The port each internal app listens on unless PORT says otherwise (architecture.md, the fleet). */
export const SERVICE_PORTS = {
  'chat-pipeline': 3101,
  detection: 3102,
  'media-analysis': 3103,
  sessions: 3104,
  admin: 3105,
  diagnostics: 3106,
} as const;

export type ServiceName = keyof typeof SERVICE_PORTS;

/** Where one app finds another on the same host when its URL is not configured. */
export const defaultServiceUrl = (service: ServiceName): string => `http://127.0.0.1:${SERVICE_PORTS[service]}`;
