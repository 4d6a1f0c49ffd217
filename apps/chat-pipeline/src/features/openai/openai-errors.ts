import { OPENAI_UNSUPPORTED_PARAMETERS, type OpenAiError } from '@csg/contracts';
import type { ProviderErrorKind } from '@csg/providers';
import { GENERIC_ERROR_MESSAGE, type UserLockedEvent } from '@csg/sse';

/** OpenAI's error types by status: the SDKs pick their error class by status, clients read `type`. */
function typeOf(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 402 || status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  return status >= 500 ? 'api_error' : 'invalid_request_error';
}

interface GatewayErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  issues?: { path: string[]; message: string }[];
  /** Set by a refusal that names its parameter without a validation issue. */
  param?: string;
}

const isGatewayErrorBody = (payload: unknown): payload is GatewayErrorBody =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as GatewayErrorBody).statusCode === 'number' &&
  typeof (payload as GatewayErrorBody).message === 'string';

/**
 * The gateway's framework and policy bodies in OpenAI's shape: the first validation issue names
 * the parameter, a policy code stays as the specification spells it. Anything else passes as is.
 */
export function asOpenAiError(payload: unknown): unknown {
  if (!isGatewayErrorBody(payload)) return payload;
  const issue = payload.issues?.[0];
  const param = issue && issue.path.length > 0 ? issue.path.join('.') : (payload.param ?? null);
  const unsupported = issue?.path[0] !== undefined && OPENAI_UNSUPPORTED_PARAMETERS.includes(issue.path[0]);
  const body: OpenAiError = {
    error: {
      message: issue ? `${param ?? 'body'}: ${issue.message}` : payload.message,
      type: typeOf(payload.statusCode),
      param,
      code: payload.code ?? (unsupported ? 'unsupported_parameter' : null),
    },
  };
  return body;
}

/** A review has locked the caller: 403 with the lock's own fields (no content, no values). */
export function lockedError({ type: _type, ...lock }: UserLockedEvent): OpenAiError {
  return {
    error: {
      message: 'This account is locked pending a security review; chat is refused until it is unlocked.',
      type: 'permission_error',
      param: null,
      code: 'user_locked',
      csg_lock: lock,
    },
  };
}

/** A turn that failed while it ran: generic text, since the cause may quote the prompt. */
export const internalError = (): OpenAiError => ({
  error: { message: GENERIC_ERROR_MESSAGE, type: 'api_error', param: null, code: null },
});

/**
 * The model's provider failed the turn: its status as a gateway would give it (the vendor refusing
 * the request is the caller's 400, its rate limit a 429, its silence a 504, anything else a 502),
 * never a 500, and never the vendor's message, which may quote the prompt.
 */
export function providerError(kind: ProviderErrorKind): [status: number, body: OpenAiError] {
  const [status, code, message] = PROVIDER_FAILURES[kind];
  return [status, { error: { message, type: typeOf(status), param: null, code } }];
}

const FAILED: [number, string, string] = [502, 'provider_error', "The model's provider failed to answer."];
const PROVIDER_FAILURES: Record<ProviderErrorKind, [status: number, code: string, message: string]> = {
  bad_request: [400, 'provider_bad_request', "The model's provider refused the request as invalid."],
  rate_limited: [429, 'provider_rate_limited', "The model's provider is rate-limiting requests; retry later."],
  timeout: [504, 'provider_timeout', "The model's provider did not answer in time."],
  // The gateway's stored credential, not the caller's: the caller cannot mend it.
  auth: FAILED,
  unavailable: FAILED,
  protocol: FAILED,
  aborted: FAILED,
};
