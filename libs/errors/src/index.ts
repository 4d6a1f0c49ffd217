export {
  BODY_TOO_LARGE_MESSAGE,
  frameworkBody,
  HttpError,
  badRequest,
  unauthorized,
  notFound,
  sessionNotFound,
  filterUnavailable,
  conflict,
  payloadTooLarge,
  unsupportedMediaType,
  unprocessable,
} from './http-error.ts';
export type { FrameworkErrorBody } from './http-error.ts';
export { POLICY_CODES, PolicyError, featureNotLicensed } from './policy-error.ts';
export type { PolicyCode, PolicyErrorBody } from './policy-error.ts';
export { errorHandler, notFoundHandler } from './error-handler.ts';
export type { ValidationIssue } from './error-handler.ts';
export { frameworkErrorSchema, policyErrorSchema } from './schemas.ts';
