import { STATUS_CODES } from 'node:http';

/** The framework body of the specification: `{statusCode, message, error}`. */
export interface FrameworkErrorBody {
  statusCode: number;
  message: string;
  error: string;
  [extra: string]: unknown;
}

export function frameworkBody(
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
): FrameworkErrorBody {
  return { ...extra, statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** An error answered with the framework body; thrown by handlers, rendered by the shared error handler. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;
  /** Response headers that belong to the refusal, such as a 429's Retry-After. */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.extra = extra;
    this.headers = headers;
  }

  toBody(): FrameworkErrorBody {
    return frameworkBody(this.statusCode, this.message, this.extra);
  }
}

/** The 413 of a body over the limit, from Fastify's parser in the apps or from the edge. */
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
/** A session of another tenant is missing, never forbidden: its existence is not disclosed. */
export const sessionNotFound = () => notFound('Session not found');
/**
 * A filter whose stored policy no longer parses: refused, never replaced by another filter's rules.
 * The service cannot apply it until an administrator saves it again, hence 503, not the caller's 4xx.
 */
export const filterUnavailable = (nickname: string) =>
  new HttpError(503, `Filter ${nickname} cannot be applied: its stored policy is invalid`);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string) => new HttpError(422, message);
